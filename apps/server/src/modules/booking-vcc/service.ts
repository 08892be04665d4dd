/**
 * Virtual cards of bookings (docs/decisions/booking-vcc.md): the marketplace attaches a card, staff see it masked
 * and reveal it within the swipe window (vccSwipeWindow, the property's today from ctx.clock), with a finance role
 * (bookingsPolicy 'booking.finance') and a PIN proof of their account (requirePinProof of module pin: the PIN's
 * wrong entries are counted and blocked there).
 * The number is sealed with a key derived from the server's secret and is never logged.
 */
import type { Req, Res } from '@extranet/api/operations';
import {
  bookingsPolicy,
  inVccSwipePeriod,
  todayInZone,
  VCC_CURRENCIES,
  VCC_USABLE_DAYS_AFTER_CHECK_IN,
  vccSwipeWindow,
  type VccCurrency,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { validateVccAttach, vccDigits } from '@extranet/validation';
import type { AppContext } from '../../context.js';
import { open, seal, VCC_SEAL_PURPOSE as PURPOSE } from '../../db/secret-box.js';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import { requirePinProof } from '../pin/index.js';
import * as repo from './repository.js';

/** Reveals shown with the card. */
const REVEALS_SHOWN = 200;

interface Sealed {
  cardNumber: string;
  cvc: string;
}

export async function attach(
  ctx: AppContext,
  bookingId: number,
  body: Req<'marketplaceAttachVcc'>['body'],
  lang: Language,
): Promise<Res<'marketplaceAttachVcc'>> {
  const booking = await repo.bookingById(ctx.db, bookingId);
  if (!booking) throw notFound();
  const invalid = validationErrorFrom(
    validateVccAttach(body, todayInZone(booking.timeZone, ctx.clock)),
    lang,
  );
  if (invalid) throw invalid;
  const cardNumber = vccDigits(body.cardNumber);
  const sealed: Sealed = { cardNumber, cvc: body.cvc };
  const stored = await repo.attach(
    ctx.db,
    booking,
    {
      sealed: seal(ctx.sessionKey, PURPOSE, JSON.stringify(sealed)),
      last4: cardNumber.slice(-4),
      holderName: body.holderName.trim(),
      expiryMonth: body.expiryMonth,
      expiryYear: body.expiryYear,
      currency: body.currency,
      balance: body.balance,
    },
    ctx.clock(),
  );
  return stored.summary;
}

async function bookingOf(ctx: AppContext, hotelId: number, bookingId: number) {
  const booking = await repo.bookingAt(ctx.db, hotelId, bookingId);
  if (!booking) throw notFound();
  return booking;
}

export async function view(
  ctx: AppContext,
  hotelId: number,
  bookingId: number,
  roles: readonly number[],
): Promise<Res<'getBookingVcc'>> {
  const booking = await bookingOf(ctx, hotelId, bookingId);
  const [card, reveals] = await Promise.all([
    repo.card(ctx.db, hotelId, bookingId),
    repo.reveals(ctx.db, hotelId, bookingId, REVEALS_SHOWN),
  ]);
  const window = vccSwipeWindow(booking.checkIn);
  return {
    card: card?.summary ?? null,
    swipeFrom: window.from,
    swipeUntil: window.until,
    inSwipePeriod: inVccSwipePeriod(booking.checkIn, todayInZone(booking.timeZone, ctx.clock)),
    canReveal: bookingsPolicy.can({ roles }, 'booking.finance'),
    reveals,
  };
}

/**
 * The card in full. Order of refusals: role (403), no card (404), window (409), PIN proof (403 PIN_REQUIRED);
 * the reveal is logged before the number is answered.
 */
export async function reveal(
  ctx: AppContext,
  hotelId: number,
  bookingId: number,
  access: { accountId: number; roles: readonly number[] },
  pinProof: string | undefined,
): Promise<Res<'revealBookingVcc'>> {
  if (!bookingsPolicy.can(access, 'booking.finance')) throw forbidden();
  const booking = await bookingOf(ctx, hotelId, bookingId);
  const card = await repo.card(ctx.db, hotelId, bookingId);
  if (!card) throw notFound();
  if (!inVccSwipePeriod(booking.checkIn, todayInZone(booking.timeZone, ctx.clock)))
    throw new AppError(409, 'VCC_OUTSIDE_SWIPE_PERIOD', { params: { days: VCC_USABLE_DAYS_AFTER_CHECK_IN } });
  await requirePinProof(ctx, access.accountId, pinProof);
  const actor = await repo.actorOf(ctx.db, access.accountId);
  let secret: Sealed;
  try {
    secret = JSON.parse(open(ctx.sessionKey, PURPOSE, card.sealed)) as Sealed;
  } catch {
    // Sealed under another server secret (JWT_SECRET changed): the marketplace must attach the card again.
    throw new AppError(409, 'VCC_UNREADABLE');
  }
  await repo.logReveal(ctx.db, hotelId, bookingId, access.accountId, actor, ctx.clock());
  return { ...card.summary, cardNumber: secret.cardNumber, cvc: secret.cvc };
}

export function currencies(): Res<'vccCurrencyList'> {
  return { currencies: [...VCC_CURRENCIES] as VccCurrency[] };
}
