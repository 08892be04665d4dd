-- The intake's bookings and refusals no longer NOTIFY inside their transaction (docs/decisions/
-- server-intake-no-overbooking.md, "One commit at a time"): a transaction that has issued a NOTIFY takes
-- PostgreSQL's one global lock for notifying commits from its pre-commit until its commit record is flushed, so
-- every booking of every property committed after the one before it (measured: about a fifth of the intake's
-- throughput). Their triggers still write the notification entry in the same transaction; the server signals
-- the listeners after the commit (modules/notifications/signal.ts), coalesced. A cancellation (an UPDATE of
-- status) still notifies from its trigger, as do the other triggers of migrations 0640 and 0662.
CREATE OR REPLACE FUNCTION notify_booking_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notifications (hotel_id, kind, params, created_at)
  VALUES (NEW.hotel_id,
          CASE WHEN TG_OP = 'INSERT' THEN 'BOOKING_NEW' ELSE 'BOOKING_CANCELLED' END,
          jsonb_build_object('bookingId', NEW.booking_id, 'itineraryId', NEW.itinerary_id,
                             'guestName', NEW.guest_name, 'checkIn', NEW.check_in, 'checkOut', NEW.check_out),
          CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE COALESCE(NEW.cancelled_at, now()) END);
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('extranet_notifications', NEW.hotel_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION notify_has_error_booking() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notifications (hotel_id, kind, params, created_at)
  VALUES (NEW.hotel_id, 'BOOKING_FAILED',
          jsonb_build_object('itineraryId', NEW.itinerary_id, 'guestName', NEW.guest_name,
                             'checkIn', NEW.check_in, 'checkOut', NEW.check_out),
          NEW.created_at);
  RETURN NULL;
END
$$;
