-- The notification centre learns of special requests, reschedule requests and new guest reviews (issue 12; see
-- migration 0640 for the centre, docs/decisions/booking-requests.md): written by triggers in the same
-- transaction as the change, with NOTIFY for the live unread count.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (
  kind IN ('BOOKING_NEW', 'BOOKING_CANCELLED', 'SPECIAL_REQUEST', 'RESCHEDULE_REQUEST', 'REVIEW_NEW')
);

CREATE FUNCTION notify_booking_request() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notifications (hotel_id, kind, params, created_at)
  SELECT b.hotel_id,
         CASE WHEN TG_TABLE_NAME = 'booking_special_requests' THEN 'SPECIAL_REQUEST' ELSE 'RESCHEDULE_REQUEST' END,
         jsonb_build_object('bookingId', b.booking_id, 'itineraryId', b.itinerary_id, 'guestName', b.guest_name,
                            'checkIn', b.check_in, 'checkOut', b.check_out),
         NEW.created_at
    FROM bookings b WHERE b.hotel_id = NEW.hotel_id AND b.booking_id = NEW.booking_id;
  PERFORM pg_notify('extranet_notifications', NEW.hotel_id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER booking_special_requests_notify AFTER INSERT ON booking_special_requests
  FOR EACH ROW EXECUTE FUNCTION notify_booking_request();
CREATE TRIGGER booking_reschedule_requests_notify AFTER INSERT ON booking_reschedule_requests
  FOR EACH ROW EXECUTE FUNCTION notify_booking_request();

CREATE FUNCTION notify_guest_review() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notifications (hotel_id, kind, params, created_at)
  VALUES (NEW.hotel_id, 'REVIEW_NEW',
          jsonb_build_object('reviewId', NEW.guest_review_id, 'guestName', NEW.guest_name, 'score', NEW.score,
                             'checkIn', NEW.check_in, 'checkOut', NEW.check_out),
          NEW.created_at);
  PERFORM pg_notify('extranet_notifications', NEW.hotel_id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER guest_reviews_notify_new AFTER INSERT ON guest_reviews
  FOR EACH ROW EXECUTE FUNCTION notify_guest_review();
