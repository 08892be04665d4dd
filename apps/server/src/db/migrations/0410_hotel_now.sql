-- Hotel Now availability (issue 4): per room and night, whether the room takes part in the marketplace's
-- last-minute channel (18:00 that day to 04:00 the next, GMT+7), how many rooms it offers there and at what
-- discount. The offer never exceeds the unsold allotment (room_inventory.allotment - sold, migration 0250)
-- when it is saved; the marketplace sells at most min(rooms, unsold) at sale time.
CREATE TABLE hotel_now_offers (
  hotel_id bigint NOT NULL,
  room_id bigint NOT NULL,
  -- The night: its window opens at 18:00 on this date.
  date date NOT NULL,
  open boolean NOT NULL DEFAULT false,
  -- Kept when the room is closed, so reopening starts from the last offer.
  rooms integer CHECK (rooms >= 0),
  discount_percent integer CHECK (discount_percent BETWEEN 1 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  PRIMARY KEY (hotel_id, room_id, date),
  FOREIGN KEY (hotel_id, room_id) REFERENCES rooms (hotel_id, room_id) ON DELETE CASCADE,
  CONSTRAINT hotel_now_offers_open_complete CHECK (NOT open OR (rooms IS NOT NULL AND discount_percent IS NOT NULL))
);
