-- Performance report (docs/decisions/performance-report.md): per-property daily aggregates of the bookings, kept
-- current by a trigger on `bookings` so that every writer (intake, Hotel Now, cancellation, reschedule, seed,
-- bulk loads) updates them in the same transaction, and the report never reads the bookings.
-- One row per property, date, room and rate plan; the date means different things per fact:
--   room_nights, revenue     stay date: the confirmed nights of a booking; revenue is the night's room rate
--                            (nightly_rates; no add-ons, surcharges, children charges nor stay-wide discounts);
--   bookings, lead_time_days booking date (created_at in the property's time zone): every booking made, whatever
--                            became of it, and its days from that date to check-in (never below 0), summed;
--   cancellations            cancellation date (cancelled_at in the property's time zone).
-- Occupancy is not kept here: room_inventory already has allotment and sold per room and date.
-- Each fact is kept at four grains, so that a 3-year report reads tens of thousands of rows, not every booking
-- day of every room and rate plan (bench/performance-report.bench.mjs):
--   grain 'D' (a day) or 'M' (a month: `date` is its first day), and rate_plan_id a plan or 0 (all of the room's
--   plans). No grain sums over rooms: a property-wide row would be locked by every booking of the property (one
--   writer at a time), where a room's rows are locked by the bookings of that room only, as room_inventory is.
CREATE TABLE daily_performance (
  hotel_id bigint NOT NULL REFERENCES hotels (hotel_id) ON DELETE CASCADE,
  grain "char" NOT NULL CHECK (grain IN ('D', 'M')),
  date date NOT NULL,
  room_id bigint NOT NULL,
  rate_plan_id bigint NOT NULL,
  room_nights integer NOT NULL DEFAULT 0,
  revenue bigint NOT NULL DEFAULT 0,
  bookings integer NOT NULL DEFAULT 0,
  lead_time_days bigint NOT NULL DEFAULT 0,
  cancellations integer NOT NULL DEFAULT 0,
  PRIMARY KEY (hotel_id, grain, rate_plan_id, date, room_id)
);

-- What one booking row contributes, times `s` (1 to add it, -1 to take it back).
CREATE FUNCTION daily_performance_day_facts(b bookings, tz text, s integer)
RETURNS TABLE (date date, room_id bigint, rate_plan_id bigint, room_nights integer, revenue bigint,
               bookings integer, lead_time_days bigint, cancellations integer)
LANGUAGE sql STABLE AS $$
  SELECT b.check_in + n, b.room_id, b.rate_plan_id, s, s * COALESCE(b.nightly_rates[n + 1], 0), 0, 0::bigint, 0
    FROM generate_series(0, b.check_out - b.check_in - 1) n
   WHERE b.status = 'CONFIRMED'
  UNION ALL
  SELECT (b.created_at AT TIME ZONE tz)::date, b.room_id, b.rate_plan_id, 0, 0::bigint, s,
         s * GREATEST(b.check_in - (b.created_at AT TIME ZONE tz)::date, 0)::bigint, 0
  UNION ALL
  SELECT (b.cancelled_at AT TIME ZONE tz)::date, b.room_id, b.rate_plan_id, 0, 0::bigint, 0, 0::bigint, s
   WHERE b.status = 'CANCELLED' AND b.cancelled_at IS NOT NULL
$$;

-- The same at the four grains (day or month; the rate plan or 0).
CREATE FUNCTION daily_performance_facts(b bookings, tz text, s integer)
RETURNS TABLE (grain "char", date date, room_id bigint, rate_plan_id bigint, room_nights integer, revenue bigint,
               bookings integer, lead_time_days bigint, cancellations integer)
LANGUAGE sql STABLE AS $$
  SELECT g.grain, CASE g.grain WHEN 'D' THEN f.date ELSE date_trunc('month', f.date::timestamp)::date END,
         f.room_id, CASE WHEN g.all_plans THEN 0 ELSE f.rate_plan_id END, f.room_nights, f.revenue, f.bookings,
         f.lead_time_days, f.cancellations
    FROM daily_performance_day_facts(b, tz, s) f
   CROSS JOIN (VALUES ('D'::"char", false), ('D', true), ('M', false), ('M', true)) g (grain, all_plans)
$$;

-- After an insert, the new row's facts; after an update of what the facts depend on, the new row's minus the old
-- row's (for an insert the "old" part is the new row times 0: it adds no key of its own). One statement, summed per
-- key and written in key order (concurrent writers lock the rows in the same order). The facts are written out
-- here rather than through daily_performance_facts: PL/pgSQL keeps this statement's plan for the session, where a
-- SQL function called from it would be planned again on every booking (measured: twice the intake's cost).
CREATE FUNCTION daily_performance_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text;
  o bookings;
  os integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.hotel_id = OLD.hotel_id AND NEW.status = OLD.status AND NEW.check_in = OLD.check_in
       AND NEW.check_out = OLD.check_out AND NEW.nightly_rates = OLD.nightly_rates AND NEW.room_id = OLD.room_id
       AND NEW.rate_plan_id = OLD.rate_plan_id AND NEW.created_at = OLD.created_at
       AND NEW.cancelled_at IS NOT DISTINCT FROM OLD.cancelled_at THEN
      RETURN NULL;
    END IF;
    o := OLD;
    os := -1;
  ELSE
    o := NEW;
    os := 0;
  END IF;
  SELECT h.time_zone INTO tz FROM hotels h WHERE h.hotel_id = NEW.hotel_id;
  INSERT INTO daily_performance AS d (hotel_id, grain, date, room_id, rate_plan_id, room_nights, revenue, bookings,
                                      lead_time_days, cancellations)
  SELECT NEW.hotel_id, g.grain,
         CASE g.grain WHEN 'D' THEN f.date ELSE date_trunc('month', f.date::timestamp)::date END AS day,
         f.room_id, CASE WHEN g.all_plans THEN 0 ELSE f.rate_plan_id END AS plan,
         sum(f.room_nights), sum(f.revenue), sum(f.bookings), sum(f.lead_time_days), sum(f.cancellations)
    FROM (WITH v AS (
            SELECT 1 AS s, NEW.room_id AS room_id, NEW.rate_plan_id AS rate_plan_id, NEW.check_in AS check_in,
                   NEW.check_out AS check_out, NEW.nightly_rates AS rates, NEW.status AS status,
                   (NEW.created_at AT TIME ZONE tz)::date AS made, (NEW.cancelled_at AT TIME ZONE tz)::date AS cancelled
            UNION ALL
            SELECT os, o.room_id, o.rate_plan_id, o.check_in, o.check_out, o.nightly_rates, o.status,
                   (o.created_at AT TIME ZONE tz)::date, (o.cancelled_at AT TIME ZONE tz)::date)
          SELECT v.check_in + n AS date, v.room_id, v.rate_plan_id, v.s AS room_nights,
                 v.s * COALESCE(v.rates[n + 1], 0) AS revenue, 0 AS bookings, 0 AS lead_time_days, 0 AS cancellations
            FROM v CROSS JOIN LATERAL generate_series(0, v.check_out - v.check_in - 1) n
           WHERE v.status = 'CONFIRMED'
          UNION ALL
          SELECT v.made, v.room_id, v.rate_plan_id, 0, 0, v.s, v.s * GREATEST(v.check_in - v.made, 0), 0 FROM v
          UNION ALL
          SELECT v.cancelled, v.room_id, v.rate_plan_id, 0, 0, 0, 0, v.s FROM v
           WHERE v.status = 'CANCELLED' AND v.cancelled IS NOT NULL) f
   CROSS JOIN (VALUES ('D'::"char", false), ('D', true), ('M', false), ('M', true)) g (grain, all_plans)
   GROUP BY 2, 3, 4, 5
  HAVING sum(f.room_nights) <> 0 OR sum(f.revenue) <> 0 OR sum(f.bookings) <> 0 OR sum(f.lead_time_days) <> 0
      OR sum(f.cancellations) <> 0
   ORDER BY 2, 5, 3, 4
  ON CONFLICT (hotel_id, grain, rate_plan_id, date, room_id) DO UPDATE
     SET room_nights = d.room_nights + EXCLUDED.room_nights, revenue = d.revenue + EXCLUDED.revenue,
         bookings = d.bookings + EXCLUDED.bookings, lead_time_days = d.lead_time_days + EXCLUDED.lead_time_days,
         cancellations = d.cancellations + EXCLUDED.cancellations;
  RETURN NULL;
END
$$;

CREATE TRIGGER bookings_daily_performance
  AFTER INSERT OR UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION daily_performance_apply();

-- The bookings written before this migration (the facts first, then summed: PGlite's planner refuses the
-- function's whole-row argument under a GROUP BY of the same query).
CREATE TEMPORARY TABLE daily_performance_backfill ON COMMIT DROP AS
SELECT b.hotel_id, (daily_performance_facts(b, h.time_zone, 1)).*
  FROM bookings b
  JOIN hotels h ON h.hotel_id = b.hotel_id;
INSERT INTO daily_performance (hotel_id, grain, date, room_id, rate_plan_id, room_nights, revenue, bookings,
                               lead_time_days, cancellations)
SELECT hotel_id, grain, date, room_id, rate_plan_id, sum(room_nights), sum(revenue), sum(bookings),
       sum(lead_time_days), sum(cancellations)
  FROM daily_performance_backfill
 GROUP BY hotel_id, grain, rate_plan_id, date, room_id;
DROP TABLE daily_performance_backfill;
