#!/usr/bin/env node
// Benchmark of the marketplace quote with promotions (`pnpm bench`, issue 13), one JSON object per line, on
// PostgreSQL (BENCH_DB to choose others; see bench-property.mjs):
//   promotions.quote  POST /api/v1/marketplace/quote of a 3-night stay on the bench property with 50 active
//                     deals (30 regular percent, combinable or not, over overlapping stay periods; 5 fixed;
//                     5 free night; 5 value added; 5 regular with blackout dates and stay days), one request at a
//                     time, 2,000 quotes over 25 rooms x 40 dates after a warm-up. p50_ms, p95_ms: one quote's
//                     latency through the API (in-process HTTP injection); target p50 <= 5 ms. The deals are
//                     read once per property through the read cache (promotions/repository.ts propertyOffers) and
//                     priced by @extranet/domain priceWithOffers; applied = quotes that had a promotion applied.
import { HOTEL, ROOMS, emit, runBench } from './bench-property.mjs';

const DEALS = 50;
const QUOTES = 2000;
process.env.BENCH_DB ??= 'postgres';

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};
const round = (x) => Math.round(x * 100) / 100;

/** The i-th deal's kind and terms (the contract's DealInput without kind and name). */
function dealOf(i, today, addDays, ratePlanIds) {
  const common = {
    platforms: ['LOGIN', 'NON_LOGIN'],
    roomIds: [],
    ratePlanIds: ratePlanIds.slice(0, 1 + (i % ratePlanIds.length)),
    bookingPeriod: { start: today, end: addDays(today, 90) },
    stayPeriod: { start: addDays(today, 20 + (i % 7)), end: addDays(today, 60 + (i % 11)) },
    bookingStartTime: null,
    bookingEndTime: null,
    stayDays: i % 10 === 9 ? [1, 2, 3, 4, 5] : [],
    blackoutDates: i % 10 === 9 ? [addDays(today, 35), addDays(today, 36)] : [],
    minStay: i % 4 === 0 ? 2 : null,
    combinable: i % 3 !== 0,
    discountType: null,
    tiers: [],
    freeNight: null,
    hotelNowTiers: [],
    valueAdded: null,
  };
  if (i < 30)
    return [
      'REGULAR',
      {
        ...common,
        discountType: 'PERCENT',
        tiers: [
          { minNights: 1, value: 5 + (i % 10) },
          { minNights: 3, value: 10 + (i % 10) },
        ],
      },
    ];
  if (i < 35)
    return [
      'REGULAR',
      { ...common, discountType: 'FIXED', tiers: [{ minNights: 1, value: 10000 * (1 + (i % 5)) }] },
    ];
  if (i < 40)
    return [
      'FREE_NIGHT',
      { ...common, freeNight: { minNights: 3, freeNights: 1, maxFreeNights: 2, accumulation: i % 2 === 0 } },
    ];
  if (i < 45)
    return [
      'VALUE_ADDED',
      {
        ...common,
        valueAdded: { category: 'MEAL', nameId: 'Sarapan', nameEn: 'Breakfast', validity: 'EVERY_NIGHT' },
      },
    ];
  return ['REGULAR', { ...common, discountType: 'PERCENT', tiers: [{ minNights: 1, value: 12 }] }];
}

await runBench(import.meta.filename, async ({ kind, app, db, today, addDays, ratePlanIds }) => {
  for (let i = 0; i < DEALS; i++) {
    const [dealKind, terms] = dealOf(i, today, addDays, ratePlanIds);
    await db.query(
      `INSERT INTO deals (hotel_id, kind, name, status, terms) VALUES ($1, $2, $3, 'ACTIVE', $4::jsonb)`,
      [HOTEL, dealKind, `Deal ${i}`, JSON.stringify(terms)],
    );
  }
  await db.exec('ANALYZE deals');
  const quote = (i) => {
    const checkIn = addDays(today, 25 + (i % 40));
    return app.inject({
      method: 'POST',
      url: '/api/v1/marketplace/quote',
      headers: { 'x-api-key': 'bench-key' },
      payload: {
        hotelId: HOTEL,
        roomId: HOTEL * 100 + 1 + (i % ROOMS),
        ratePlanId: ratePlanIds[i % ratePlanIds.length],
        checkIn,
        checkOut: addDays(checkIn, 3),
        adults: 2,
        platform: 'LOGIN',
      },
    });
  };
  for (let i = 0; i < 200; i++) await quote(i);
  const times = [];
  let applied = 0;
  for (let i = 0; i < QUOTES; i++) {
    const start = performance.now();
    const res = await quote(i);
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`quote: HTTP ${res.statusCode} ${res.body}`);
    if (res.json().promotions?.applied.length > 0) applied++;
  }
  emit({
    name: 'promotions.quote',
    db: kind,
    deals: DEALS,
    quotes: QUOTES,
    applied,
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    max_ms: round(Math.max(...times)),
    target_ms: 5,
  });
});
