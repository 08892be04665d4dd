-- Hotel Now sales (apps/server/src/modules/intake/hotel-now.ts): the marketplace books a Hotel Now offer
-- (migration 0410) through the intake. A booking remembers its channel; an offer counts the rooms sold through
-- it. A Hotel Now booking takes one room of the offer (sold + 1, refused above the rooms offered) and one room of
-- the night's allotment (room_inventory.sold + 1, refused above the allotment) in one statement, so the offer
-- never sells more than min(rooms, unsold allotment) at sale time, whatever the concurrency.
ALTER TABLE bookings ADD COLUMN channel text NOT NULL DEFAULT 'STANDARD'
  CONSTRAINT bookings_channel CHECK (channel IN ('STANDARD', 'HOTEL_NOW'));

ALTER TABLE hotel_now_offers ADD COLUMN sold integer NOT NULL DEFAULT 0
  CONSTRAINT hotel_now_offers_sold_not_negative CHECK (sold >= 0);
-- The owner may lower the rooms of a running night, never below what it has sold (validateHotelNowOffer says so
-- first); closing keeps the rooms, so the count stays within them.
ALTER TABLE hotel_now_offers ADD CONSTRAINT hotel_now_offers_sold_within_rooms
  CHECK (sold <= COALESCE(rooms, 0));

-- The booking statement's guard: an offer that is not open (closed since the quote, or never saved) has nothing
-- to sell; the whole statement fails then, as a full offer does, instead of booking a room the channel never had.
CREATE FUNCTION hotel_now_offer_taken(taken bigint) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF taken <> 1 THEN
    RAISE EXCEPTION 'hotel now: the offer is not open'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'hotel_now_offers_open';
  END IF;
  RETURN true;
END
$$;

-- Cancelling a Hotel Now booking gives its room back to the offer, whichever statement cancels it (the intake's
-- cancel returns the allotment and logs it). AFTER ROW triggers run at the end of that statement, after its
-- room_inventory update: locks are taken in the same order as a booking's (allotment, then offer).
CREATE FUNCTION hotel_now_booking_cancelled() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotel_now_offers SET sold = sold - 1
   WHERE hotel_id = NEW.hotel_id AND room_id = NEW.room_id AND date = NEW.check_in AND sold > 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER bookings_hotel_now_cancelled AFTER UPDATE OF status ON bookings
  FOR EACH ROW
  WHEN (OLD.status = 'CONFIRMED' AND NEW.status = 'CANCELLED' AND NEW.channel = 'HOTEL_NOW')
  EXECUTE FUNCTION hotel_now_booking_cancelled();
