-- Customer service (apps/server/src/modules/customer-service, docs/decisions/customer-service.md): role 12 looks
-- bookings up across every property, so these reads are not led by hotel_id like every other index of bookings.
-- Newest first over all properties: one backward index scan that stops at the page's end.
CREATE INDEX bookings_cs_created ON bookings (created_at, booking_id);
-- The exact lookups a caller's details give: the guest's e-mail (any case), phone (E.164) and itinerary id.
CREATE INDEX bookings_cs_guest_email ON bookings (lower(guest_email));
CREATE INDEX bookings_cs_guest_phone ON bookings (guest_phone);
CREATE INDEX bookings_cs_itinerary ON bookings (itinerary_id);
-- No index of its own for the check-in range: every index of bookings is paid by every booking the intake writes
-- (issue 13's throughput), and the range is read through the newest-first scan above (docs/decisions/customer-service.md).
