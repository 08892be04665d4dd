#!/usr/bin/env node
// Benchmark of the performance report (`pnpm bench`, issue 14; docs/decisions/performance-report.md), one JSON
// object per line, on PostgreSQL (BENCH_DB to choose others; see bench-property.mjs):
//   performance.load    100,000 bookings over the last 3 years written into the bench property in one INSERT ...
//                       SELECT generate_series, through the `bookings` trigger that keeps daily_performance
//                       (migration 0850): seconds, and the aggregate rows it left.
//   performance.report  GET /api/v1/hotels/{hotelId}/performance-report over those 3 years (1,096 days), by
//                       DAY and by MONTH, unfiltered: p50_ms, p95_ms and max_ms of one report through the API
//                       (in-process HTTP injection), 40 requests after 5 warm-ups; target: <= 50 ms.
// Bookings: 25 rooms x 10 rate plans, 1 to 3 nights at 500,000 a night, made 0 to 59 days before check-in, 1 in 8
// cancelled the day after it was made. The room inventory is extended back over the 3 years (allotment 10).
import { HOTEL, emit, runBench } from './bench-property.mjs';

const BOOKINGS = 100_000;
const DAYS = 1096;
const WARM = 5;
const RUNS = 40;
process.env.BENCH_DB ??= 'postgres';

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};
const round = (x) => Math.round(x * 10) / 10;

await runBench(import.meta.filename, async ({ kind, app, db, auth, today, addDays }) => {
  const from = addDays(today, -(DAYS - 1));
  await db.query(
    `INSERT INTO room_inventory (hotel_id, room_id, date, allotment)
     SELECT $1, r.room_id, d::date, 10 FROM rooms r
     CROSS JOIN generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') d WHERE r.hotel_id = $1
     ON CONFLICT DO NOTHING`,
    [HOTEL, from, today],
  );
  // Set-based: the trigger is off for the load and the aggregates are written from the same facts function it
  // uses (daily_performance_facts), as migration 0850's backfill does; the trigger's own cost is the intake bench's.
  const started = performance.now();
  await db.exec('ALTER TABLE bookings DISABLE TRIGGER bookings_daily_performance');
  await db.query(
    `INSERT INTO bookings (hotel_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id, check_in,
                           check_out, adults, guest_name, total_price, nightly_rates, status, created_at,
                           cancelled_at, cancellation_charge, cancellation_fee)
     SELECT $1::bigint, 'PERF-' || g, 'bench', 'perf-' || g, $1::bigint * 100 + 1 + g % 25,
            $1::bigint * 100 + 1 + (g / 25) % 10,
            $2::date + g % $4::int, $2::date + g % $4::int + 1 + g % 3, 2, 'Guest ' || g,
            500000 * (1 + g % 3), array_fill(500000::bigint, ARRAY[1 + g % 3]),
            CASE WHEN g % 8 = 0 THEN 'CANCELLED' ELSE 'CONFIRMED' END,
            ($2::date + g % $4::int - g % 60)::timestamp AT TIME ZONE 'Asia/Jakarta' + interval '10 hours',
            CASE WHEN g % 8 = 0
                 THEN ($2::date + g % $4::int - g % 60 + 1)::timestamp AT TIME ZONE 'Asia/Jakarta' + interval '9 hours' END,
            CASE WHEN g % 8 = 0 THEN 'FREE' END,
            CASE WHEN g % 8 = 0 THEN 0 END
       FROM generate_series(1, $3::int) g`,
    [HOTEL, from, BOOKINGS, DAYS],
  );
  await db.exec('ALTER TABLE bookings ENABLE TRIGGER bookings_daily_performance');
  await db.query(
    `CREATE TEMPORARY TABLE perf_facts AS
     SELECT b.hotel_id, (daily_performance_facts(b, 'Asia/Jakarta', 1)).* FROM bookings b WHERE b.hotel_id = $1`,
    [HOTEL],
  );
  await db.query(
    `INSERT INTO daily_performance AS d (hotel_id, grain, date, room_id, rate_plan_id, room_nights, revenue,
                                         bookings, lead_time_days, cancellations)
     SELECT hotel_id, grain, date, room_id, rate_plan_id, sum(room_nights), sum(revenue), sum(bookings),
            sum(lead_time_days), sum(cancellations)
       FROM perf_facts GROUP BY hotel_id, grain, rate_plan_id, date, room_id`,
  );
  await db.exec('DROP TABLE perf_facts');
  const loadSeconds = (performance.now() - started) / 1000;
  await db.exec('VACUUM ANALYZE daily_performance');
  await db.exec('VACUUM ANALYZE room_inventory');
  const rows = await db.one('SELECT count(*)::int AS n FROM daily_performance WHERE hotel_id = $1', [HOTEL]);
  emit({
    name: 'performance.load',
    db: kind,
    bookings: BOOKINGS,
    seconds: round(loadSeconds),
    aggregate_rows: rows.n,
  });
  if (process.env.PERF_BENCH_EXPLAIN) {
    const { explainStatements } = await import('../src/modules/performance-report/repository.ts');
    const { previousPeriod, samePeriodLastYear } = await import('@extranet/domain');
    const current = { from, to: today };
    for (const [sql, params] of explainStatements(HOTEL, {
      current,
      previous: previousPeriod(current),
      lastYear: samePeriodLastYear(current),
    })) {
      const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.error(plan.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  for (const granularity of ['DAY', 'MONTH']) {
    const url = `/api/v1/hotels/${HOTEL}/performance-report?from=${from}&to=${today}&granularity=${granularity}`;
    const times = [];
    let body = null;
    for (let i = 0; i < WARM + RUNS; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: auth });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`report: HTTP ${res.statusCode} ${res.body}`);
      if (i >= WARM) times.push(ms);
      body = res.json();
    }
    emit({
      name: 'performance.report',
      db: kind,
      granularity,
      days: DAYS,
      points: body.series.length,
      bookings: body.totals.bookings,
      room_nights: body.totals.roomNights,
      p50_ms: round(percentile(times, 50)),
      p95_ms: round(percentile(times, 95)),
      max_ms: round(Math.max(...times)),
      target_ms: 50,
    });
  }
});
