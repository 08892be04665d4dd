/**
 * Add-ons (SPEC 3, 5): what a property sells with a stay besides the room (breakfast, an airport transfer, a late
 * check-out). The fixed catalogue of categories and subcategories, the limits, what a line of a booking costs and
 * what the property receives of it after the add-ons commission. Pure: the server's quote, the booking's
 * breakdown and the screens use the same functions.
 */
import { percentOf } from '../money.js';

export const ADD_ON_PRICE_TYPES = ['PER_ITEM', 'PER_ROOM_PER_NIGHT'] as const;
export type AddOnPriceType = (typeof ADD_ON_PRICE_TYPES)[number];

export const ADD_ON_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type AddOnStatus = (typeof ADD_ON_STATUSES)[number];

/** The catalogue: every category with its subcategories (labels in i18n `addOns.category.*`, `addOns.subcategory.*`). */
export const ADD_ON_CATALOGUE = {
  MEAL: ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'],
  TRANSPORT: ['AIRPORT_TRANSFER', 'CAR_RENTAL', 'SHUTTLE'],
  STAY: ['EARLY_CHECK_IN', 'LATE_CHECK_OUT', 'EXTRA_BED'],
  WELLNESS: ['SPA', 'MASSAGE'],
  ACTIVITY: ['TOUR', 'CLASS'],
  OTHER: ['OTHER'],
} as const satisfies Record<string, readonly string[]>;

export type AddOnCategory = keyof typeof ADD_ON_CATALOGUE;
export type AddOnSubcategory = (typeof ADD_ON_CATALOGUE)[AddOnCategory][number];
export const ADD_ON_CATEGORIES = Object.keys(ADD_ON_CATALOGUE) as AddOnCategory[];
export const ADD_ON_SUBCATEGORIES = Object.values(ADD_ON_CATALOGUE).flat() as AddOnSubcategory[];

/** True when `subcategory` is one of `category`'s. */
export function isSubcategoryOf(category: string, subcategory: string): boolean {
  const list: readonly string[] | undefined = (ADD_ON_CATALOGUE as Record<string, readonly string[]>)[
    category
  ];
  return list?.includes(subcategory) ?? false;
}

/** Highest price of one add-on, integer IDR. */
export const ADD_ON_PRICE_MAX = 100_000_000;
/** Highest maximum quantity of one add-on in one booking. */
export const ADD_ON_QUANTITY_MAX = 99;
/** Add-on lines one booking may carry. */
export const ADD_ONS_PER_BOOKING_MAX = 20;
/** The add-ons commission percent of a property that has none set (finance edits it per property). */
export const ADD_ONS_COMMISSION_DEFAULT_PERCENT = 10;
/** Longest period of the add-on performance report, days. */
export const ADD_ON_PERFORMANCE_MAX_DAYS = 366;

/** What one line costs: price x quantity (PER_ITEM), or price x quantity x nights (PER_ROOM_PER_NIGHT). */
export function addOnLineAmount(
  priceType: AddOnPriceType,
  price: number,
  quantity: number,
  nights: number,
): number {
  return priceType === 'PER_ITEM' ? price * quantity : price * quantity * nights;
}

/** The nights a line is charged for: the stay's for PER_ROOM_PER_NIGHT, none (null) for PER_ITEM. */
export const addOnNights = (priceType: AddOnPriceType, nights: number): number | null =>
  priceType === 'PER_ROOM_PER_NIGHT' ? nights : null;

export interface AddOnOrderLine {
  readonly addOnId: number;
  readonly quantity: number;
}

/** What the quote knows of an add-on the order names (null: not one of the property's). */
export interface AddOnOffer {
  readonly addOnId: number;
  readonly status: AddOnStatus;
  readonly priceType: AddOnPriceType;
  readonly price: number;
  readonly minQuantity: number;
  readonly maxQuantity: number;
}

export interface AddOnOrderProblem {
  readonly field: string;
  readonly code:
    'ADD_ON_UNKNOWN' | 'ADD_ON_INACTIVE' | 'ADD_ON_QUANTITY' | 'ADD_ON_DUPLICATE' | 'TOO_MANY_ITEMS';
  readonly params?: Record<string, number>;
}

/**
 * The problems of an order of add-ons (`addOns.<i>.addOnId` / `.quantity`): an add-on that is not the property's,
 * inactive, named twice, or a quantity outside its min/max; too many lines.
 */
export function addOnOrderProblems(
  order: readonly AddOnOrderLine[],
  offers: ReadonlyMap<number, AddOnOffer>,
): AddOnOrderProblem[] {
  if (order.length > ADD_ONS_PER_BOOKING_MAX) {
    return [{ field: 'addOns', code: 'TOO_MANY_ITEMS', params: { limit: ADD_ONS_PER_BOOKING_MAX } }];
  }
  const problems: AddOnOrderProblem[] = [];
  const seen = new Set<number>();
  order.forEach((line, i) => {
    const offer = offers.get(line.addOnId);
    if (seen.has(line.addOnId)) {
      problems.push({ field: `addOns.${i}.addOnId`, code: 'ADD_ON_DUPLICATE' });
      return;
    }
    seen.add(line.addOnId);
    if (!offer) problems.push({ field: `addOns.${i}.addOnId`, code: 'ADD_ON_UNKNOWN' });
    else if (offer.status !== 'ACTIVE')
      problems.push({ field: `addOns.${i}.addOnId`, code: 'ADD_ON_INACTIVE' });
    else if (line.quantity < offer.minQuantity || line.quantity > offer.maxQuantity) {
      problems.push({
        field: `addOns.${i}.quantity`,
        code: 'ADD_ON_QUANTITY',
        params: { min: offer.minQuantity, max: offer.maxQuantity },
      });
    }
  });
  return problems;
}

export interface PricedAddOn {
  readonly addOnId: number;
  readonly priceType: AddOnPriceType;
  readonly unitPrice: number;
  readonly quantity: number;
  /** Nights charged (PER_ROOM_PER_NIGHT), else null. */
  readonly nights: number | null;
  readonly amount: number;
}

/** The lines of a valid order (see addOnOrderProblems), in the order's order. */
export function priceAddOns(
  order: readonly AddOnOrderLine[],
  offers: ReadonlyMap<number, AddOnOffer>,
  nights: number,
): PricedAddOn[] {
  return order.map((line) => {
    const offer = offers.get(line.addOnId);
    if (!offer) throw new Error(`add-on ${line.addOnId} not offered`);
    return {
      addOnId: offer.addOnId,
      priceType: offer.priceType,
      unitPrice: offer.price,
      quantity: line.quantity,
      nights: addOnNights(offer.priceType, nights),
      amount: addOnLineAmount(offer.priceType, offer.price, line.quantity, nights),
    };
  });
}

/** A booking's add-on line as recorded, for the breakdown: its amount and the add-ons commission percent. */
export interface RecordedAddOnLine {
  readonly amount: number;
  readonly commissionPercent: string | number;
}

/** The add-ons commission of a booking: each line's percent of its amount, summed. */
export function addOnsCommission(lines: readonly RecordedAddOnLine[]): number {
  return lines.reduce((sum, l) => sum + percentOf(l.amount, l.commissionPercent), 0);
}
