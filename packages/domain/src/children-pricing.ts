/**
 * What the children of a booking pay (SPEC 3 children rate plan): a child whose age falls in an age group of the
 * rate plan's active children rate plan pays that group's price per night (0 = free) and is not counted for the
 * room's occupancy rate; a child from the property's adult age counts as an adult; a child below the property's
 * minimum guest age may not stay; any other child (no group for its age, or no children rate plan) counts as a
 * guest for the occupancy rate, as children without ages do.
 */
export interface ChildrenAgeGroup {
  minAge: number;
  maxAge: number;
  /** Integer IDR per child per night. */
  price: number;
}

export interface ChildrenPricingInput {
  adults: number;
  childrenAges: readonly number[];
  /** The property's children policy: minimum guest age (0 = all ages) and the age from which a guest is an adult. */
  policy: { minAge: number; adultMinAge: number };
  /** The age groups of the rate plan's active children rate plan; null when it has none. */
  ageGroups: readonly ChildrenAgeGroup[] | null;
}

export interface ChildrenPricing {
  /** Guests the room's occupancy rate is chosen for. */
  occupancyGuests: number;
  /** Integer IDR per night for the children priced by age group. */
  perNight: number;
  /** Children priced by age group. */
  priced: number;
  /** A child is younger than the property accepts. */
  tooYoung: boolean;
}

export function childrenPricing(input: ChildrenPricingInput): ChildrenPricing {
  let occupancyGuests = input.adults;
  let perNight = 0;
  let priced = 0;
  let tooYoung = false;
  for (const age of input.childrenAges) {
    if (age < input.policy.minAge) tooYoung = true;
    const group =
      age < input.policy.adultMinAge
        ? input.ageGroups?.find((g) => g.minAge <= age && age <= g.maxAge)
        : undefined;
    if (group) {
      perNight += group.price;
      priced += 1;
    } else occupancyGuests += 1;
  }
  return { occupancyGuests, perNight, priced, tooYoung };
}
