-- The performance report's aggregates (migration 0850) are folded when read, not written by every booking
-- (docs/decisions/performance-report.md, "Folded on read"). The trigger of 0850 added each booking to its
-- room's rows of the booking date and month, so every booking of a room waited for the one before it to commit
-- (measured on the intake bench: bookings spent most of their time in that wait). The trigger now appends what
-- changed to daily_performance_changes, which nothing else writes and no one locks; daily_performance_fold
-- moves a property's changes into daily_performance, summed, in one statement, and the report calls it before
-- it reads. Two folds at once cannot count a change twice: the DELETE that takes it locks it first.
CREATE TABLE daily_performance_changes (
  hotel_id bigint NOT NULL REFERENCES hotels (hotel_id) ON DELETE CASCADE,
  -- 1 adds the row's facts, -1 takes back those of the row before an update.
  s smallint NOT NULL CHECK (s IN (1, -1)),
  room_id bigint NOT NULL,
  rate_plan_id bigint NOT NULL,
  check_in date NOT NULL,
  check_out date NOT NULL,
  nightly_rates bigint[] NOT NULL,
  status text NOT NULL,
  -- The booking and cancellation dates in the property's time zone at the time of the change.
  made date NOT NULL,
  cancelled date
);
CREATE INDEX daily_performance_changes_hotel ON daily_performance_changes (hotel_id);

CREATE OR REPLACE FUNCTION daily_performance_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.hotel_id = OLD.hotel_id AND NEW.status = OLD.status AND NEW.check_in = OLD.check_in
       AND NEW.check_out = OLD.check_out AND NEW.nightly_rates = OLD.nightly_rates AND NEW.room_id = OLD.room_id
       AND NEW.rate_plan_id = OLD.rate_plan_id AND NEW.created_at = OLD.created_at
       AND NEW.cancelled_at IS NOT DISTINCT FROM OLD.cancelled_at THEN
      RETURN NULL;
    END IF;
  END IF;
  SELECT h.time_zone INTO tz FROM hotels h WHERE h.hotel_id = NEW.hotel_id;
  INSERT INTO daily_performance_changes (hotel_id, s, room_id, rate_plan_id, check_in, check_out, nightly_rates,
                                         status, made, cancelled)
  VALUES (NEW.hotel_id, 1, NEW.room_id, NEW.rate_plan_id, NEW.check_in, NEW.check_out, NEW.nightly_rates,
          NEW.status, (NEW.created_at AT TIME ZONE tz)::date, (NEW.cancelled_at AT TIME ZONE tz)::date);
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO daily_performance_changes (hotel_id, s, room_id, rate_plan_id, check_in, check_out, nightly_rates,
                                           status, made, cancelled)
    VALUES (OLD.hotel_id, -1, OLD.room_id, OLD.rate_plan_id, OLD.check_in, OLD.check_out, OLD.nightly_rates,
            OLD.status, (OLD.created_at AT TIME ZONE tz)::date, (OLD.cancelled_at AT TIME ZONE tz)::date);
  END IF;
  RETURN NULL;
END
$$;

-- Moves the property's changes into daily_performance: each change's facts (as migration 0850 defined them) at
-- the four grains, summed per key, written in key order. Returns how many changes it folded.
CREATE FUNCTION daily_performance_fold(p_hotel bigint) RETURNS bigint LANGUAGE sql AS $$
  WITH v AS (
    DELETE FROM daily_performance_changes WHERE hotel_id = p_hotel
    RETURNING hotel_id, s, room_id, rate_plan_id, check_in, check_out, nightly_rates, status, made, cancelled
  ), folded AS (
    INSERT INTO daily_performance AS d (hotel_id, grain, date, room_id, rate_plan_id, room_nights, revenue, bookings,
                                        lead_time_days, cancellations)
    SELECT f.hotel_id, g.grain,
           CASE g.grain WHEN 'D' THEN f.date ELSE date_trunc('month', f.date::timestamp)::date END AS day,
           f.room_id, CASE WHEN g.all_plans THEN 0 ELSE f.rate_plan_id END AS plan,
           sum(f.room_nights), sum(f.revenue), sum(f.bookings), sum(f.lead_time_days), sum(f.cancellations)
      FROM (SELECT v.hotel_id, v.check_in + n AS date, v.room_id, v.rate_plan_id, v.s AS room_nights,
                   v.s * COALESCE(v.nightly_rates[n + 1], 0) AS revenue, 0 AS bookings, 0 AS lead_time_days,
                   0 AS cancellations
              FROM v CROSS JOIN LATERAL generate_series(0, v.check_out - v.check_in - 1) n
             WHERE v.status = 'CONFIRMED'
            UNION ALL
            SELECT v.hotel_id, v.made, v.room_id, v.rate_plan_id, 0, 0, v.s, v.s * GREATEST(v.check_in - v.made, 0), 0
              FROM v
            UNION ALL
            SELECT v.hotel_id, v.cancelled, v.room_id, v.rate_plan_id, 0, 0, 0, 0, v.s FROM v
             WHERE v.status = 'CANCELLED' AND v.cancelled IS NOT NULL) f
     CROSS JOIN (VALUES ('D'::"char", false), ('D', true), ('M', false), ('M', true)) g (grain, all_plans)
     GROUP BY 1, 2, 3, 4, 5
    HAVING sum(f.room_nights) <> 0 OR sum(f.revenue) <> 0 OR sum(f.bookings) <> 0 OR sum(f.lead_time_days) <> 0
        OR sum(f.cancellations) <> 0
     ORDER BY 1, 2, 5, 3, 4
    ON CONFLICT (hotel_id, grain, rate_plan_id, date, room_id) DO UPDATE
       SET room_nights = d.room_nights + EXCLUDED.room_nights, revenue = d.revenue + EXCLUDED.revenue,
           bookings = d.bookings + EXCLUDED.bookings, lead_time_days = d.lead_time_days + EXCLUDED.lead_time_days,
           cancellations = d.cancellations + EXCLUDED.cancellations
  )
  SELECT count(*) FROM v
$$;
