#!/usr/bin/env node
// Benchmarks of issues 4 and 9 (`pnpm bench`), one JSON object per line, on both databases (see bench-property.mjs):
//   ari.bulk_update.full_horizon  POST .../ari/bulk-updates over 18 months x 25 rooms x 10 rate plans (137,000
//                                 cells), through the API (in-process HTTP injection); median of 3
//                                 (targets 600 ms PostgreSQL, 900 ms PGlite)
//   ari.calendar_read.90d         GET .../ari for 90 days, all rooms and rate plans (250 series), end to end
//                                 through the API as above; median of 20 (targets 10 ms / 25 ms); `bytes` is
//                                 the response body (target <= 150 KB); `statement_ms` the calendar statement
//                                 alone from Node (median of 20; `parts` statements at once, see
//                                 calendar-repository.ts), the rest is decoding, encoding, HTTP and auth
// How they are met (docs/decisions/ari-storage-and-payload.md): a bulk update is one UPDATE per table in place
// (HOT: fillfactor 50) with its log compacted to one ari_bulk_changes row per room, rate plan and field (250
// rows, not 137,000), JIT off; the read aggregates each series in SQL from one range scan (no JIT, no sort), on
// PostgreSQL in two statements run at once on two pool connections, and sends it columnar and run-length encoded.
// Figures are medians; the machine is shared, so compare before/after in the same conditions.
// ARI_BENCH_EXPLAIN=1 prints the calendar query's plan.
import { HOTEL, emit, median, runBench, src } from './bench-property.mjs';

await runBench(
  import.meta.filename,
  async ({ kind, app, db, auth, today, horizon, ratePlanIds, addDays }) => {
    // Bulk update of the full horizon (every run changes every cell).
    const bulkTimes = [];
    let cells = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/hotels/${HOTEL}/ari/bulk-updates`,
        headers: auth,
        payload: {
          period: { start: today, end: horizon },
          days: [0, 1, 2, 3, 4, 5, 6],
          ratePlanIds,
          rate: 600000 + run * 1000,
        },
      });
      bulkTimes.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`bulk update: ${res.statusCode} ${res.body}`);
      cells = res.json().cells;
      if (kind === 'pglite') await db.exec('ANALYZE rate_plan_ari');
    }
    emit({ name: 'ari.bulk_update.full_horizon', db: kind, ms: Math.round(median(bulkTimes)), cells });

    // Calendar read of 90 days.
    const readTimes = [];
    let bytes = 0;
    for (let run = 0; run < 21; run++) {
      const started = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/hotels/${HOTEL}/ari?from=${today}&to=${addDays(today, 89)}`,
        headers: auth,
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`calendar: ${res.statusCode} ${res.body}`);
      bytes = res.body.length;
      if (run > 0) readTimes.push(ms);
    }
    // The statements alone (same window, run as the read runs them: in parts at once on PostgreSQL), to tell
    // the database's share from decoding, encoding and HTTP.
    const { calendarSql, calendarParams, calendarParts } = await import(
      src('modules/ari/calendar-repository.ts')
    );
    const parts = calendarParts(db);
    const statementTimes = [];
    for (let run = 0; run < 21; run++) {
      const started = performance.now();
      await Promise.all(
        Array.from({ length: parts }, (_, i) =>
          db.one(calendarSql(parts), calendarParams(HOTEL, today, addDays(today, 89), i)),
        ),
      );
      if (run > 0) statementTimes.push(performance.now() - started);
    }
    const ms = Math.round(median(readTimes) * 10) / 10;
    const statementMs = Math.round(median(statementTimes) * 10) / 10;
    emit({ name: 'ari.calendar_read.90d', db: kind, ms, bytes, statement_ms: statementMs, parts });
  },
);
