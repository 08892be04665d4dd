-- Every unit (room) has its secret calendar export link from its creation on, so reading the list of calendars
-- (GET .../calendars/find-all) writes nothing. See apps/server/src/modules/calendar-sync/README.md.

-- A new export token: 24 random bytes as base64url (32 characters), as rotating makes it. The bytes come from
-- gen_random_uuid() (pg_strong_random; pgcrypto is not available on PGlite): the first 24 bytes of two version-4
-- UUIDs, 182 of their 192 bits random (the version and variant bits are fixed).
CREATE FUNCTION calendar_export_token() RETURNS text
LANGUAGE sql VOLATILE AS $$
  SELECT translate(
    encode(substring(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) FROM 1 FOR 24), 'base64'),
    '+/', '-_')
$$;

-- A unit gets its link where it is created, whichever code creates it (seed, room setup, imports). Row-level
-- and touching only the same property's row, so it also runs on a distributed PostgreSQL sharded by hotel_id.
CREATE FUNCTION calendar_export_for_new_room() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_exports (hotel_id, room_id, token)
  VALUES (NEW.hotel_id, NEW.room_id, calendar_export_token())
  ON CONFLICT (hotel_id, room_id) DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER rooms_calendar_export AFTER INSERT ON rooms
  FOR EACH ROW EXECUTE FUNCTION calendar_export_for_new_room();

-- Units created before this migration (until now their link was made by the first find-all).
INSERT INTO calendar_exports (hotel_id, room_id, token)
SELECT hotel_id, room_id, calendar_export_token() FROM rooms
ON CONFLICT (hotel_id, room_id) DO NOTHING;
