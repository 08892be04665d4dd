/**
 * The commission percent in force for a rate plan, as SQL: the plan's own (`rate_plans.commission`), else the
 * property's (property + preferred partner, `property_commissions`, as a market manager approved it), else null.
 * COALESCE reads the property's row only for a plan without its own. `hotelId` and `planCommission` are SQL
 * expressions of the statement it goes into. Every place that prices or bills a commission uses it: the intake
 * (what a booking records), the statements, a booking's price breakdown and the price simulations.
 */
export const planCommissionSql = (hotelId: string, planCommission: string): string =>
  `COALESCE(${planCommission}, (SELECT pc.property_percent + pc.preferred_partner_percent
     FROM property_commissions pc WHERE pc.hotel_id = ${hotelId}))`;
