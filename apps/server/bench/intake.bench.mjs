#!/usr/bin/env node
// Benchmark of the marketplace intake (`pnpm bench`), one JSON object per line, on both databases (see
// bench-property.mjs):
//   intake.book  POST /api/v1/marketplace/bookings, 50 at a time, 1-night stays; median of 3 rounds of 2,000
//                requests, each round on dates of its own:
//                  - 9 in 10 requests spread over 25 rooms x 10 dates (about 7 requests per room night); 8 dates
//                    have 10 rooms a night (all succeed), 2 dates only 4 (oversold: about 3 in 7 refused);
//                  - 1 in 10 requests for one hot room night with 5 rooms (195 of 200 refused): concurrent
//                    bookings of the same row.
//                per_s = successful bookings (201) a second (target >= 1,000 on PostgreSQL, issue 13); requests_per_s counts
//                the 409 refusals too. overbooked = room nights with more confirmed bookings than allotment,
//                mismatched = room nights whose sold count is not their confirmed bookings, unlogged = booked
//                nights missing from the ARI change log (all must be 0). server_cpu_us and db_cpu_us: CPU time per
//                request of the server and of PostgreSQL's backends (compare these between builds on a busy
//                machine).
import { readFileSync } from 'node:fs';
import { BENCH_POOL_SIZE, HOTEL, ROOMS, benchConnection, emit, median, runBench } from './bench-property.mjs';

/** CPU time (user + system, microseconds) of the processes `pids` still running (Linux /proc; 0 elsewhere). */
function cpuMicros(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended: its time is lost (the pool keeps its connections while the round runs)
    }
  }
  return { total: ticks * 10_000 };
}

const ROUNDS = 3;
const REQUESTS = 2000;
const CONCURRENCY = 50;
const DATES = 10;
const SCARCE_DATES = 2;
const HOT_ALLOTMENT = 5;

await runBench(import.meta.filename, async ({ kind, app, db, today, addDays }) => {
  const ratePlanId = HOTEL * 100 + 1;
  const hotRoom = HOTEL * 100 + 1;
  const book = (key, roomId, checkIn) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { 'x-api-key': 'bench-key', 'idempotency-key': key },
      payload: {
        hotelId: HOTEL,
        roomId,
        ratePlanId,
        checkIn,
        checkOut: addDays(checkIn, 1),
        adults: 2,
        guestName: `Guest ${key}`,
      },
    });

  // Warm-up (JIT, pool connections, plans), on a date of its own, not measured.
  const warm = addDays(today, 20);
  await db.query(`UPDATE room_inventory SET allotment = 10, sold = 0 WHERE hotel_id = $1 AND date = $2`, [
    HOTEL,
    warm,
  ]);
  await Promise.all(
    Array.from({ length: 200 }, (_, i) => book(`warm-${i}`, HOTEL * 100 + 1 + (i % ROOMS), warm)),
  );

  // The database server's backends of this bench (PostgreSQL on this machine), to count their CPU too.
  const backends = async () =>
    kind === 'postgres'
      ? (await db.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)).map(
          (r) => r.pid,
        )
      : [];
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Dates of this round: start is the hot night, then DATES spread dates (the last SCARCE_DATES oversold).
    const start = addDays(today, 30 + round * (DATES + 1));
    const end = addDays(start, DATES);
    await db.query(
      `UPDATE room_inventory SET allotment = 10, sold = 0 WHERE hotel_id = $1 AND date BETWEEN $2 AND $3`,
      [HOTEL, start, end],
    );
    await db.query(
      `UPDATE room_inventory SET allotment = 4 WHERE hotel_id = $1 AND date > $2 AND date <= $3`,
      [HOTEL, addDays(end, -SCARCE_DATES), end],
    );
    await db.query(
      `UPDATE room_inventory SET allotment = $4 WHERE hotel_id = $1 AND room_id = $2 AND date = $3`,
      [HOTEL, hotRoom, start, HOT_ALLOTMENT],
    );
    let next = 0;
    let booked = 0;
    const pids = await backends();
    const cpu = process.cpuUsage();
    const dbCpu = cpuMicros(pids);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const i = next++;
          const hot = i % 10 === 0;
          const j = i - Math.floor(i / 10) - 1;
          const res = hot
            ? await book(`bench-${round}-${i}`, hotRoom, start)
            : await book(
                `bench-${round}-${i}`,
                HOTEL * 100 + 1 + (Math.floor(j / DATES) % ROOMS),
                addDays(start, 1 + (j % DATES)),
              );
          if (res.statusCode === 201) booked++;
          else if (res.statusCode !== 409) throw new Error(`book: ${res.statusCode} ${res.body}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const dbUsed = pids.length === 0 ? null : cpuMicros(pids).total - dbCpu.total;
    rounds.push({
      seconds,
      booked,
      nodeCpu: (used.user + used.system) / REQUESTS,
      dbCpu: dbUsed === null ? null : dbUsed / REQUESTS,
    });
  }

  // Every confirmed night against the inventory and the change log.
  const check = await db.one(
    `WITH nights AS (
       SELECT b.room_id, d::date AS date, count(*)::integer AS n
         FROM bookings b
         CROSS JOIN generate_series(b.check_in::timestamp, b.check_out::timestamp - interval '1 day', interval '1 day') d
        WHERE b.hotel_id = $1 AND b.status = 'CONFIRMED'
        GROUP BY b.room_id, d::date)
     SELECT count(*) FILTER (WHERE n.n > i.allotment)::integer AS overbooked,
            count(*) FILTER (WHERE n.n <> i.sold)::integer AS mismatched,
            COALESCE(sum(n.n), 0)::integer AS nights,
            (SELECT count(*)::integer FROM ari_changes c
              WHERE c.hotel_id = $1 AND c.source = 'INTAKE' AND c.field = 'sold') AS logged
       FROM nights n JOIN room_inventory i ON i.hotel_id = $1 AND i.room_id = n.room_id AND i.date = n.date`,
    [HOTEL],
  );
  const mid = median(rounds.map((r) => r.booked / r.seconds));
  const at = rounds.find((r) => r.booked / r.seconds === mid);
  emit({
    name: 'intake.book',
    db: kind,
    ...(kind === 'postgres' ? { connection: benchConnection(), pool: BENCH_POOL_SIZE } : {}),
    per_s: Math.round(mid),
    requests_per_s: Math.round(REQUESTS / at.seconds),
    booked: at.booked,
    refused: REQUESTS - at.booked,
    overbooked: check.overbooked,
    mismatched: check.mismatched,
    unlogged: check.nights - check.logged,
    // CPU per request of the server (this process) and of the database's backends (PostgreSQL on this machine):
    // what a busy machine disturbs much less than the rates; their sum bounds the rate one core can reach.
    server_cpu_us: Math.round(at.nodeCpu),
    db_cpu_us: at.dbCpu === null ? null : Math.round(at.dbCpu),
  });
});
