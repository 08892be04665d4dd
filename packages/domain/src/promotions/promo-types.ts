/** The `:promoType` of the promotion pages (`add/promotion/:method/:id/:promoType`) for each deal kind. */
import type { DealKind } from './types.js';

export const PROMO_TYPE_OF_KIND: Readonly<Record<DealKind, string>> = {
  REGULAR: 'regular',
  FREE_NIGHT: 'free-night',
  HOTEL_NOW: 'hotel-now',
  VALUE_ADDED: 'value-added',
};
