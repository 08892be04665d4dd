-- Marketplace intake: the children's ages a booking was priced with (children rate plan, SPEC 3); NULL when the
-- marketplace gave none (every child then counted for the occupancy rate).
ALTER TABLE bookings ADD COLUMN children_ages smallint[];
