#!/usr/bin/env node
// Benchmark of the booking search (`pnpm bench`, issue 12), one JSON object per line, on PostgreSQL (BENCH_DB to
// choose others; see bench-property.mjs):
//   bookings.page  GET /api/v1/hotels/{hotelId}/bookings, every page of 100,000 bookings of the bench property,
//                  100 a page, following the `next` cursor (keyset pagination, docs/decisions/bookings.md), for the
//                  newest-first default and for check-in order; each page counts the total too. p50_ms, p95_ms and
//                  max_ms are one page's latency through the API (in-process HTTP injection); target: <= 50 ms.
//                  The bookings are written directly (set-based), spread over the ARI window, 1 in 8 cancelled.
import { HOTEL, emit, runBench } from './bench-property.mjs';

const BOOKINGS = 100_000;
const SIZE = 100;
process.env.BENCH_DB ??= 'postgres';

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};
const round = (x) => Math.round(x * 10) / 10;

await runBench(import.meta.filename, async ({ kind, app, db, auth, today }) => {
  await db.query(
    `INSERT INTO bookings (hotel_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id, check_in,
                           check_out, adults, guest_name, total_price, nightly_rates, status, created_at,
                           cancelled_at, cancellation_charge, cancellation_fee)
     SELECT $1::bigint, 'BENCH-' || g, 'bench', 'bench-' || g, $1::bigint * 100 + 1 + g % 25,
            $1::bigint * 100 + 1 + (g / 25) % 10,
            $2::date - 90 + g % 638, $2::date - 90 + g % 638 + 1 + g % 3, 2,
            'Guest ' || md5(g::text), 500000 * (1 + g % 3), ARRAY[500000]::bigint[],
            CASE WHEN g % 8 = 0 THEN 'CANCELLED' ELSE 'CONFIRMED' END,
            now() - interval '1 minute' * g,
            CASE WHEN g % 8 = 0 THEN now() END,
            CASE WHEN g % 8 = 0 THEN 'FREE' END,
            CASE WHEN g % 8 = 0 THEN 0 END
       FROM generate_series(1, $3::int) g`,
    [HOTEL, today, BOOKINGS],
  );
  // As autovacuum leaves a table that stopped changing: statistics, and the visibility map that lets the count read
  // the index alone.
  await db.exec('VACUUM ANALYZE bookings');
  const url = (query) => `/api/v1/hotels/${HOTEL}/bookings?${new URLSearchParams(query)}`;
  for (const sort of [
    { sort: 'CREATED', order: 'DESC' },
    { sort: 'CHECK_IN', order: 'ASC' },
  ]) {
    // Warm-up: the first pages (plans, pool connections), not measured.
    for (let i = 0; i < 20; i++)
      await app.inject({ method: 'GET', url: url({ ...sort, size: SIZE }), headers: auth });
    const times = [];
    let cursor = null;
    let seen = 0;
    let total = 0;
    do {
      const start = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: url({ ...sort, size: SIZE, ...(cursor ? { cursor } : {}) }),
        headers: auth,
      });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`bookings page: HTTP ${res.statusCode} ${res.body}`);
      const page = res.json();
      seen += page.bookings.length;
      total = page.total;
      cursor = page.next;
    } while (cursor);
    emit({
      name: 'bookings.page',
      db: kind,
      sort: `${sort.sort}_${sort.order}`,
      bookings: total,
      seen,
      size: SIZE,
      pages: times.length,
      p50_ms: round(percentile(times, 50)),
      p95_ms: round(percentile(times, 95)),
      max_ms: round(Math.max(...times)),
      target_ms: 50,
    });
  }
});
