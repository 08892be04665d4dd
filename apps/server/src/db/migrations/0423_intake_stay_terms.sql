-- Marketplace intake (apps/server/src/modules/intake): what a quote needs besides the nights, in one call: the rate
-- plan's own rules and cancellation policy, the property's time zone, pricing model and children policy, the room's
-- status and occupancy, whether it prices by number of guests, the LOS stay-length rate for the stay's length, the switched-on surcharges of the stay and,
-- when asked (`with_children`), the age groups of the rate plan's active children rate plan. PL/pgSQL keeps the
-- plans of these statements for the session, so PGlite (which prepares nothing) plans them once, not per quote.
CREATE FUNCTION intake_stay_terms(p_hotel bigint, p_room bigint, p_plan bigint, p_check_in date, p_check_out date,
                                  p_with_children boolean)
RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  terms jsonb;
  los_rate bigint;
  surcharges jsonb;
  age_groups jsonb;
BEGIN
  SELECT jsonb_build_object(
           'plan_status', p.status, 'plan_stay_start', p.stay_start, 'plan_stay_end', p.stay_end,
           'plan_min_booking_days', p.min_booking_days, 'plan_max_booking_days', p.max_booking_days,
           'plan_min_stay', p.min_stay, 'plan_max_stay', p.max_stay, 'plan_cancellation', p.cancellation,
           'time_zone', h.time_zone, 'rate_model', h.rate_model, 'occupancy_based_rate', h.occupancy_based_rate,
           'children_min_age', h.children_min_age,
           'adult_min_age', h.adult_min_age, 'room_status', r.status, 'max_adults', r.max_adults,
           'max_children', r.max_children, 'max_occupancy', r.max_occupancy)
    INTO terms
    FROM hotels h
    LEFT JOIN rate_plans p ON p.hotel_id = h.hotel_id AND p.rate_plan_id = p_plan
    LEFT JOIN rooms r ON r.hotel_id = h.hotel_id AND r.room_id = p_room
   WHERE h.hotel_id = p_hotel;
  IF terms IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT l.rate INTO los_rate
    FROM los_stay_lengths l
   WHERE l.hotel_id = p_hotel AND l.room_id = p_room AND l.nights <= p_check_out - p_check_in
   ORDER BY l.nights DESC
   LIMIT 1;
  SELECT jsonb_agg(jsonb_build_object('surchargeId', s.surcharge_id, 'name', s.name, 'type', s.type,
                     'price', s.price, 'childPrice', s.child_price, 'stayStart', s.stay_start,
                     'stayEnd', s.stay_end) ORDER BY s.surcharge_id)
    INTO surcharges
    FROM surcharges s
   WHERE s.hotel_id = p_hotel AND s.status = 'ACTIVE'
     AND (s.check_in_start IS NULL OR s.check_in_start <= p_check_in)
     AND (s.check_in_end IS NULL OR s.check_in_end >= p_check_in)
     AND (s.stay_start IS NULL OR s.stay_start < p_check_out)
     AND (s.stay_end IS NULL OR s.stay_end >= p_check_in);
  IF p_with_children THEN
    SELECT c.age_groups INTO age_groups
      FROM children_rate_plan_rate_plans x
      JOIN children_rate_plans c
        ON c.hotel_id = x.hotel_id AND c.children_rate_plan_id = x.children_rate_plan_id AND c.active
     WHERE x.hotel_id = p_hotel AND x.rate_plan_id = p_plan;
  END IF;
  RETURN terms || jsonb_build_object('los_rate', los_rate, 'surcharges', surcharges,
                                     'children_age_groups', age_groups);
END
$$;
