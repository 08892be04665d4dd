#!/usr/bin/env node
// Benchmark of the marketplace intake (`pnpm bench`), one JSON object per line, on both databases (see
// bench-property.mjs):
//   intake.book  POST /api/v1/marketplace/bookings, 50 at a time, 1-night stays over 125 room nights with 8 rooms
//                each (more requests than rooms): bookings per second and overbooked nights (must be 0; target
//                >= 500/s on PostgreSQL)
import { HOTEL, ROOMS, emit, runBench } from './bench-property.mjs';

await runBench(import.meta.filename, async ({ kind, app, db, today, addDays }) => {
  // Intake: 1-night bookings over 5 dates x 25 rooms with 8 rooms each (1,000 rooms), 1,500 requests.
  const start = addDays(today, 30);
  await db.query(
    `UPDATE room_inventory SET allotment = 8, sold = 0 WHERE hotel_id = $1 AND date BETWEEN $2 AND $3`,
    [HOTEL, start, addDays(start, 4)],
  );
  const REQUESTS = 1500;
  const CONCURRENCY = 50;
  let next = 0;
  let booked = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const checkIn = addDays(start, i % 5);
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/marketplace/bookings',
          headers: { 'x-api-key': 'bench-key', 'idempotency-key': `bench-${i}` },
          payload: {
            hotelId: HOTEL,
            roomId: HOTEL * 100 + 1 + (Math.floor(i / 5) % ROOMS),
            ratePlanId: HOTEL * 100 + 1,
            checkIn,
            checkOut: addDays(checkIn, 1),
            adults: 2,
            guestName: `Guest ${i}`,
          },
        });
        if (res.statusCode === 201) booked++;
        else if (res.statusCode !== 409) throw new Error(`book: ${res.statusCode} ${res.body}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const over = await db.one(
    `SELECT count(*)::integer AS n FROM (
       SELECT b.room_id, b.check_in, count(*) AS c, max(i.allotment) AS allotment
         FROM bookings b JOIN room_inventory i ON i.hotel_id = b.hotel_id AND i.room_id = b.room_id AND i.date = b.check_in
        WHERE b.hotel_id = $1 AND b.status = 'CONFIRMED' GROUP BY b.room_id, b.check_in) x
      WHERE c > allotment`,
    [HOTEL],
  );
  emit({
    name: 'intake.book',
    db: kind,
    per_s: Math.round(REQUESTS / seconds),
    booked_per_s: Math.round(booked / seconds),
    booked,
    overbooked: over.n,
  });
});
