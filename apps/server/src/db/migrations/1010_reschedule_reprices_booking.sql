-- A reschedule reprices the whole booking, not only its nights (module booking-requests,
-- docs/decisions/booking-requests.md):
-- - the guest the intake's promotions saw (platform, rewardsTier, loyaltyMember, source), so the new dates are
--   priced for the same guest (a member deal stays a member deal); null on older bookings, priced as a guest
--   not logged in, as the intake prices a request that says nothing;
ALTER TABLE bookings ADD COLUMN guest_offer jsonb;
-- - what the new dates' quote priced besides the nights' rates (surcharges, children charge, length-of-stay
--   discount, promotions and their discount, value-added benefits, cancellation terms, and the add-on lines
--   repriced for the new nights): the approval writes all of it, so the booking's lines add up to its new total.
--   Null on requests made before: their approval moves the nights' rates and the total only, as before.
ALTER TABLE booking_reschedule_requests ADD COLUMN new_lines jsonb;
