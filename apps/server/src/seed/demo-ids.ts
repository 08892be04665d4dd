/** Fixed ids of the demo properties' rooms, rate plans, children rate plans and surcharges (below 100000). */
export const JAKARTA = 1001;
export const BALI = 1002;
export const BANDUNG = 1003;

export const DEMO_ROOMS = {
  JAKARTA_SUPERIOR_DOUBLE: 1101,
  JAKARTA_SUPERIOR_TWIN: 1102,
  JAKARTA_DELUXE_KING: 1103,
  JAKARTA_DELUXE_TWIN: 1104,
  JAKARTA_EXECUTIVE_SUITE: 1105,
  JAKARTA_FAMILY: 1106,
  BALI_VILLA_ONE_BEDROOM: 1201,
  BALI_VILLA_TWO_BEDROOM: 1202,
  BALI_JOGLO_THREE_BEDROOM: 1203,
  BANDUNG_STANDARD_QUEEN: 1301,
  BANDUNG_DELUXE_TWIN: 1302,
  BANDUNG_JUNIOR_SUITE: 1303,
} as const;

export const DEMO_RATE_PLANS = {
  JAKARTA_ROOM_ONLY: 2101,
  JAKARTA_BREAKFAST: 2102,
  JAKARTA_NON_REFUNDABLE: 2103,
  /** STATIC tariff: only a market manager may change it. */
  JAKARTA_CORPORATE_WEEKLY: 2104,
  /** Stay dates start in 45 days: UPCOMING. */
  JAKARTA_STAYCATION_DINNER: 2105,
  /** Stay dates end in 20 days: listed by check-expire. */
  JAKARTA_YEAR_END_PROMO: 2106,
  BALI_STANDARD: 2201,
  BALI_BREAKFAST: 2202,
  BALI_MONTHLY: 2203,
  BANDUNG_LOS_ROOM_ONLY: 2301,
  BANDUNG_LOS_BREAKFAST: 2302,
} as const;

export const DEMO_CHILDREN_RATE_PLANS = { JAKARTA_KIDS: 4101, BALI_KIDS: 4201 } as const;
export const DEMO_SURCHARGES = {
  JAKARTA_NEW_YEAR_GALA: 3101,
  /** Stay dates end in 12 days: a finding of the manage hub. */
  JAKARTA_WEEKEND_EVENT: 3102,
  BALI_PEAK_SEASON: 3201,
  BALI_EXTRA_BED: 3202,
} as const;
