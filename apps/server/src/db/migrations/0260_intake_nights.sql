-- Marketplace intake (apps/server/src/modules/intake): a booking takes its nights in one statement, an UPDATE
-- that adds 1 to `sold` on every night of the stay (the CHECK sold <= allotment refuses a full night). A night
-- without an inventory row has nothing to sell; this guard makes the whole statement fail then, as a full night
-- does (same SQLSTATE and constraint name), instead of booking a stay with a night not taken.
CREATE FUNCTION intake_all_nights_taken(expected integer, taken bigint) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF taken <> expected THEN
    RAISE EXCEPTION 'intake: % of % nights have inventory', taken, expected
      USING ERRCODE = 'check_violation', CONSTRAINT = 'room_inventory_sold_within_allotment';
  END IF;
  RETURN true;
END
$$;
