/**
 * The refusal of an offer that would sell a night below its room's minimum sell price (SPEC 5), shared by deals,
 * targeted promotions and campaigns: the amounts are IDR as the app writes them in the caller's language
 * ("Rp 484.000"), never bare numbers.
 */
import { formatCurrency, type Language } from '@extranet/i18n';
import { fieldError, type FieldError } from '@extranet/validation';

export function belowMinSellPriceError(
  field: string,
  room: { name: string; minSellPrice: number },
  price: number,
  lang: Language,
): FieldError {
  return fieldError(field, 'promotion.belowMinSellPrice', {
    room: room.name,
    price: formatCurrency(price, 'IDR', lang),
    min: formatCurrency(room.minSellPrice, 'IDR', lang),
  });
}
