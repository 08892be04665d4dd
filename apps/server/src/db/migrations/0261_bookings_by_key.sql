-- Marketplace intake: the lookup of a booking by its idempotency key, on the key alone (see
-- apps/server/src/modules/intake). The unique index (hotel_id, marketplace, idempotency_key) stays the rule; with
-- statistics taken before a property had bookings (PGlite gathers none by itself) the planner found the property's
-- bookings through bookings_stay and filtered every one of them, a cost growing with the property's bookings.
CREATE INDEX bookings_by_key ON bookings (idempotency_key);
