/**
 * SQL of the check-in guide. Every statement is scoped by hotel_id: another property's guide, versions,
 * photos and bookings simply find nothing.
 */
import type { PhotoVariant } from '@extranet/domain';
import type { Schemas } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';

export type GuideContent = Schemas['CheckInGuideContent'];
export type Actor = Schemas['GuideActor'];

export interface GuideRow {
  draft: GuideContent;
  savedAt: Date;
  savedBy: Actor;
  currentVersion: number | null;
  submittedAt: Date | null;
  active: boolean;
  activatedAt: Date | null;
  /** The draft is the current version's content. */
  draftIsCurrent: boolean;
}

export async function findGuide(db: Database, hotelId: number, lock = false): Promise<GuideRow | null> {
  const row = await db.maybeOne<{
    draft: GuideContent;
    saved_at: Date;
    saved_by_name: string;
    saved_by_email: string;
    current_version: number | null;
    submitted_at: Date | null;
    active: boolean;
    activated_at: Date | null;
    draft_is_current: boolean | null;
  }>(
    `SELECT g.draft, g.saved_at, g.saved_by_name, g.saved_by_email, g.current_version, v.submitted_at,
            g.active, g.activated_at, g.draft = v.content AS draft_is_current
       FROM check_in_guides g
       LEFT JOIN check_in_guide_versions v ON v.hotel_id = g.hotel_id AND v.version = g.current_version
      WHERE g.hotel_id = $1${lock ? ' FOR UPDATE OF g' : ''}`,
    [hotelId],
  );
  return (
    row && {
      draft: row.draft,
      savedAt: row.saved_at,
      savedBy: { name: row.saved_by_name, email: row.saved_by_email },
      currentVersion: row.current_version === null ? null : Number(row.current_version),
      submittedAt: row.submitted_at,
      active: row.active,
      activatedAt: row.activated_at,
      draftIsCurrent: row.draft_is_current === true,
    }
  );
}

/** Who an account is (name and e-mail), kept on what it changes. */
export async function actorOf(db: Database, accountId: number): Promise<Actor> {
  return db.one<Actor>('SELECT name, email FROM accounts WHERE id = $1', [accountId]);
}

export async function saveDraft(
  db: Database,
  hotelId: number,
  draft: GuideContent,
  at: Date,
  accountId: number | null,
  actor: Actor,
): Promise<void> {
  await db.query(
    `INSERT INTO check_in_guides (hotel_id, draft, saved_at, saved_by_account, saved_by_name, saved_by_email)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (hotel_id) DO UPDATE SET draft = EXCLUDED.draft, saved_at = EXCLUDED.saved_at,
       saved_by_account = EXCLUDED.saved_by_account, saved_by_name = EXCLUDED.saved_by_name,
       saved_by_email = EXCLUDED.saved_by_email`,
    [hotelId, JSON.stringify(draft), at, accountId, actor.name, actor.email],
  );
}

/** Stores the next version (the guide's row must be locked) and makes it the current one. Returns its number. */
export async function addVersion(
  db: Database,
  hotelId: number,
  content: GuideContent,
  at: Date,
  accountId: number | null,
  actor: Actor,
): Promise<number> {
  const { version } = await db.one<{ version: number }>(
    `INSERT INTO check_in_guide_versions
       (hotel_id, version, content, submitted_at, submitted_by_account, submitted_by_name, submitted_by_email)
     SELECT $1, COALESCE(MAX(version), 0) + 1, $2, $3, $4, $5, $6
       FROM check_in_guide_versions WHERE hotel_id = $1
     RETURNING version`,
    [hotelId, JSON.stringify(content), at, accountId, actor.name, actor.email],
  );
  await db.query('UPDATE check_in_guides SET current_version = $2 WHERE hotel_id = $1', [hotelId, version]);
  return Number(version);
}

export async function setActive(db: Database, hotelId: number, active: boolean, at: Date): Promise<void> {
  await db.query(
    `UPDATE check_in_guides SET active = $2, activated_at = CASE WHEN $2 THEN $3::timestamptz ELSE NULL END
      WHERE hotel_id = $1`,
    [hotelId, active, at],
  );
}

export type LogKind = Schemas['GuideLogEntry']['kind'];

export async function addLog(
  db: Database,
  hotelId: number,
  entry: { kind: LogKind; version: number; at: Date; accountId: number | null; actor: Actor },
): Promise<void> {
  await db.query(
    `INSERT INTO check_in_guide_log (hotel_id, kind, version, at, by_account, by_name, by_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [hotelId, entry.kind, entry.version, entry.at, entry.accountId, entry.actor.name, entry.actor.email],
  );
}

export async function listLog(db: Database, hotelId: number): Promise<Schemas['GuideLogEntry'][]> {
  const rows = await db.query<{
    kind: LogKind;
    version: number;
    at: Date;
    by_name: string;
    by_email: string;
  }>(
    `SELECT kind, version, at, by_name, by_email FROM check_in_guide_log
      WHERE hotel_id = $1 ORDER BY at DESC, entry_id DESC LIMIT 1000`,
    [hotelId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    version: Number(r.version),
    at: r.at.toISOString(),
    by: { name: r.by_name, email: r.by_email },
  }));
}

export interface VersionRow {
  version: number;
  content: GuideContent;
  submittedAt: Date;
  submittedBy: Actor;
}

export async function findVersion(
  db: Database,
  hotelId: number,
  version: number,
): Promise<VersionRow | null> {
  const row = await db.maybeOne<{
    version: number;
    content: GuideContent;
    submitted_at: Date;
    submitted_by_name: string;
    submitted_by_email: string;
  }>(
    `SELECT version, content, submitted_at, submitted_by_name, submitted_by_email
       FROM check_in_guide_versions WHERE hotel_id = $1 AND version = $2`,
    [hotelId, version],
  );
  return (
    row && {
      version: Number(row.version),
      content: row.content,
      submittedAt: row.submitted_at,
      submittedBy: { name: row.submitted_by_name, email: row.submitted_by_email },
    }
  );
}

/** The version guests see: the current one while the guide is active, else null. */
export async function findActiveVersion(db: Database, hotelId: number): Promise<VersionRow | null> {
  const row = await db.maybeOne<{ current_version: number }>(
    'SELECT current_version FROM check_in_guides WHERE hotel_id = $1 AND active',
    [hotelId],
  );
  return row ? findVersion(db, hotelId, Number(row.current_version)) : null;
}

/** The stored variants of the property's photos among `photoIds` (ids of other properties find nothing). */
export async function photoVariants(
  db: Database,
  hotelId: number,
  photoIds: readonly number[],
): Promise<Map<number, Record<PhotoVariant, string>>> {
  if (photoIds.length === 0) return new Map();
  const rows = await db.query<{ photo_id: string | number; variants: Record<PhotoVariant, string> }>(
    'SELECT photo_id, variants FROM property_photos WHERE hotel_id = $1 AND photo_id = ANY($2::bigint[])',
    [hotelId, photoIds],
  );
  return new Map(rows.map((r) => [Number(r.photo_id), r.variants]));
}

/** A confirmed booking of the property with this itinerary id exists. */
export async function hasConfirmedBooking(
  db: Database,
  hotelId: number,
  itineraryId: string,
): Promise<boolean> {
  const row = await db.maybeOne(
    `SELECT 1 FROM bookings WHERE hotel_id = $1 AND itinerary_id = $2 AND status = 'CONFIRMED' LIMIT 1`,
    [hotelId, itineraryId],
  );
  return row !== null;
}
