-- SPEC 3 Hotel.occupancyBasedRate: the property prices by the number of guests. When true, each rate plan and
-- date may carry a rate per occupancy (rate_plan_ari.occupancy_rates, guests 1 to the room's max occupancy)
-- beside its base rate, the calendar shows those rows and the marketplace quote uses the rate of the stay's
-- guest count (else the base rate). Set on the pricing model screen, by a market manager like the rate model.
ALTER TABLE hotels ADD COLUMN occupancy_based_rate boolean NOT NULL DEFAULT false;
