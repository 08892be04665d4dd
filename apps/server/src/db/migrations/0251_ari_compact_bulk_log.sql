-- Bulk updates log compactly, and ARI rows leave room for in-place (HOT) updates. See
-- docs/decisions/ari-storage-and-payload.md.
--
-- A bulk update of the full horizon changes 137,000 cells; one ari_changes row per cell and field cost more
-- than the update itself. A bulk (or undo) batch instead writes ONE row per room, rate plan and field here:
-- the dates it changed, and the before and after value of each date (JSON arrays aligned with `dates`). The
-- change log (GET .../ari/changes) and the undo expand these rows; screen, intake and sync changes stay one
-- row per cell in ari_changes. Both tables share the change_id sequence, so "later than" compares across them.
CREATE TABLE ari_bulk_changes (
  hotel_id bigint NOT NULL,
  change_id bigint NOT NULL DEFAULT nextval('ari_changes_change_id_seq'),
  batch_id uuid NOT NULL,
  source text NOT NULL,
  account_id bigint,
  changed_at timestamptz NOT NULL DEFAULT now(),
  room_id bigint NOT NULL,
  -- 0 for the room's own fields (allotment), as in ari_changes.
  rate_plan_id bigint NOT NULL DEFAULT 0,
  field text NOT NULL,
  -- Bounds of the dates (a bulk update: its period), for finding the rows of one date.
  first_date date NOT NULL,
  last_date date NOT NULL,
  -- The changed dates (any order); before/after are JSON arrays of the same length, element i for dates[i].
  dates date[] NOT NULL,
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  PRIMARY KEY (hotel_id, room_id, change_id),
  CONSTRAINT ari_bulk_changes_aligned CHECK (
    jsonb_array_length(before) = cardinality(dates) AND jsonb_array_length(after) = cardinality(dates)
  )
);
CREATE INDEX ari_bulk_changes_batch ON ari_bulk_changes (hotel_id, batch_id);

-- The next change of a cell: "changed since" checks of the undo look for changes after a batch's change_id.
CREATE INDEX ari_changes_later ON ari_changes (hotel_id, change_id);

-- Half-empty pages: an update of a row fits on its own page and touches no index (HOT). Applies to pages written
-- from now on; `VACUUM FULL rate_plan_ari` (outside a migration) rewrites existing ones.
ALTER TABLE rate_plan_ari SET (fillfactor = 50);
ALTER TABLE room_inventory SET (fillfactor = 70);
