/**
 * Cache keys that more than one feature touches: a screen that changes rates (pricing model, entire pricing)
 * invalidates the calendar's cache by this key without importing the calendar's feature.
 */
export const ariKey = (hotelId: number) => ['ari', hotelId] as const;
