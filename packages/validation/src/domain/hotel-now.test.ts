import { describe, expect, it } from 'vitest';
import { codes } from '../../test/helpers.js';
import { HOTEL_NOW_MAX_DISCOUNT_PERCENT, HOTEL_NOW_MIN_DISCOUNT_PERCENT } from '../constants.js';
import { validateHotelNowOffer, type HotelNowOfferContext, type HotelNowOfferInput } from './hotel-now.js';

const upcoming = (unsold: number, savedRooms: number | null = null): HotelNowOfferContext => ({
  state: 'UPCOMING',
  unsold,
  savedRooms,
});
const running = (unsold: number, savedRooms: number | null = null): HotelNowOfferContext => ({
  state: 'RUNNING',
  unsold,
  savedRooms,
});
const offer = (rooms: unknown, discountPercent: unknown = 20, open = true): HotelNowOfferInput => ({
  open,
  rooms: rooms as HotelNowOfferInput['rooms'],
  discountPercent: discountPercent as HotelNowOfferInput['discountPercent'],
});

describe('validateHotelNowOffer (issue 4, SPEC 9)', () => {
  it.each<[string, HotelNowOfferInput, HotelNowOfferContext, Record<string, string>]>([
    ['an offer within the unsold allotment', offer(3), upcoming(3), {}],
    ['0 rooms', offer(0), upcoming(0), {}],
    ['one room above the unsold allotment', offer(4), upcoming(3), { rooms: 'hotelNow.aboveUnsold' }],
    [
      'above the unsold allotment, saved higher, upcoming',
      offer(4),
      upcoming(3, 6),
      { rooms: 'hotelNow.aboveUnsold' },
    ],
    ['lowered while running, still above what is left', offer(4), running(3, 6), {}],
    ['kept while running above what is left', offer(6), running(3, 6), {}],
    ['raised while running above what is left', offer(7), running(3, 6), { rooms: 'hotelNow.aboveUnsold' }],
    ['opened while running above what is left', offer(4), running(3), { rooms: 'hotelNow.aboveUnsold' }],
    ['negative unsold counts as 0', offer(1), upcoming(-2), { rooms: 'hotelNow.aboveUnsold' }],
    ['rooms missing', offer(''), upcoming(3), { rooms: 'required' }],
    ['rooms not whole', offer('1.5'), upcoming(3), { rooms: 'integer' }],
    ['rooms negative', offer(-1), upcoming(3), { rooms: 'min_float' }],
    ['discount at the minimum', offer(1, HOTEL_NOW_MIN_DISCOUNT_PERCENT), upcoming(3), {}],
    [
      'discount below the minimum',
      offer(1, HOTEL_NOW_MIN_DISCOUNT_PERCENT - 1),
      upcoming(3),
      { discountPercent: 'min_float' },
    ],
    ['discount at the maximum', offer(1, HOTEL_NOW_MAX_DISCOUNT_PERCENT), upcoming(3), {}],
    [
      'discount above the maximum',
      offer(1, HOTEL_NOW_MAX_DISCOUNT_PERCENT + 1),
      upcoming(3),
      { discountPercent: 'max_float' },
    ],
    ['discount not whole', offer(1, 12.5), upcoming(3), { discountPercent: 'integer' }],
    ['discount missing', offer(1, null), upcoming(3), { discountPercent: 'required' }],
    ['closed: nothing else is checked', offer(99, 1, false), upcoming(0), {}],
    ['closed while running', offer(99, 1, false), running(0, 5), {}],
    ['sold in Hotel Now: kept', offer(2), { ...running(0, 2), hotelNowSold: 2 }, {}],
    ['sold in Hotel Now: raised by the unsold', offer(4), { ...running(2, 2), hotelNowSold: 2 }, {}],
    [
      'sold in Hotel Now: raised above sold plus unsold',
      offer(5),
      { ...running(2, 2), hotelNowSold: 2 },
      { rooms: 'hotelNow.aboveUnsold' },
    ],
    [
      'sold in Hotel Now: lowered below what is sold',
      offer(1),
      { ...running(3, 4), hotelNowSold: 2 },
      { rooms: 'hotelNow.belowSold' },
    ],
    [
      'sold in Hotel Now: closed with fewer rooms than sold',
      offer(1, 20, false),
      { ...running(3, 4), hotelNowSold: 2 },
      { rooms: 'hotelNow.belowSold' },
    ],
    [
      'sold in Hotel Now: closed keeping the rooms',
      offer(null, null, false),
      { ...running(3, 4), hotelNowSold: 2 },
      {},
    ],
    ['a past night', offer(1), { state: 'PAST', unsold: 5 }, { date: 'hotelNow.nightPast' }],
    [
      'a past night, closing',
      offer(0, 20, false),
      { state: 'PAST', unsold: 5 },
      { date: 'hotelNow.nightPast' },
    ],
  ])('%s', (_, input, context, expected) => {
    expect(codes(validateHotelNowOffer(input, context))).toEqual(expected);
  });

  it('says how many rooms are left', () => {
    expect(validateHotelNowOffer(offer(5), upcoming(2))[0]?.params).toEqual({ max: 2 });
  });

  it('says how many rooms Hotel Now sold', () => {
    expect(validateHotelNowOffer(offer(1), { ...running(3, 4), hotelNowSold: 2 })[0]?.params).toEqual({
      min: 2,
    });
    expect(validateHotelNowOffer(offer(6), { ...upcoming(3), hotelNowSold: 2 })[0]?.params).toEqual({
      max: 5,
    });
  });
});
