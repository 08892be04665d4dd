/** SQL of the photo gallery. Every statement is scoped by hotel_id: another property's photo id finds nothing. */
import type { PhotoVariant } from '@extranet/domain';
import type { Database } from '../../db/types.js';

interface PhotoRow {
  photo_id: string | number;
  room_id: string | number | null;
  variants: Record<PhotoVariant, string>;
  content_hash: string;
  width: number;
  height: number;
  bytes: number;
  caption: string;
  is_main: boolean;
  sort_order: number;
  created_at: Date;
}

export interface PhotoRecord {
  photoId: number;
  roomId: number | null;
  variants: Record<PhotoVariant, string>;
  contentHash: string;
  width: number;
  height: number;
  bytes: number;
  caption: string;
  isMain: boolean;
  sortOrder: number;
  createdAt: Date;
}

const SELECT = `
  SELECT photo_id, room_id, variants, content_hash, width, height, bytes, caption, is_main, sort_order, created_at
    FROM property_photos`;

const ORDER = 'ORDER BY room_id NULLS FIRST, sort_order, photo_id';

function photoOf(r: PhotoRow): PhotoRecord {
  return {
    photoId: Number(r.photo_id),
    roomId: r.room_id === null ? null : Number(r.room_id),
    variants: r.variants,
    contentHash: r.content_hash,
    width: r.width,
    height: r.height,
    bytes: r.bytes,
    caption: r.caption,
    isMain: r.is_main,
    sortOrder: r.sort_order,
    createdAt: r.created_at,
  };
}

export async function listPhotos(db: Database, hotelId: number): Promise<PhotoRecord[]> {
  const rows = await db.query<PhotoRow>(`${SELECT} WHERE hotel_id = $1 ${ORDER}`, [hotelId]);
  return rows.map(photoOf);
}

export async function getPhoto(db: Database, hotelId: number, photoId: number): Promise<PhotoRecord | null> {
  const row = await db.maybeOne<PhotoRow>(`${SELECT} WHERE hotel_id = $1 AND photo_id = $2`, [
    hotelId,
    photoId,
  ]);
  return row ? photoOf(row) : null;
}

/** Photos of one group (the property's own when roomId is null), locked for a change of their order. */
export async function lockGroup(
  db: Database,
  hotelId: number,
  roomId: number | null,
): Promise<PhotoRecord[]> {
  // FOR UPDATE locks only the rows there are: two first uploads into an empty group would both make a main
  // photo. The transaction's advisory lock on the group serialises them whether the group has rows or not.
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('photo-group:' || $1 || ':' || $2, 0))`, [
    hotelId,
    roomId ?? 0,
  ]);
  const rows = await db.query<PhotoRow>(
    `${SELECT} WHERE hotel_id = $1 AND room_id IS NOT DISTINCT FROM $2 ${ORDER} FOR UPDATE`,
    [hotelId, roomId],
  );
  return rows.map(photoOf);
}

export interface RoomName {
  roomId: number;
  name: string;
}

/** The property's rooms or units in their order. */
export async function listRooms(db: Database, hotelId: number): Promise<RoomName[]> {
  const rows = await db.query<{ room_id: string | number; name: string }>(
    'SELECT room_id, name FROM rooms WHERE hotel_id = $1 ORDER BY sort_order, room_id',
    [hotelId],
  );
  return rows.map((r) => ({ roomId: Number(r.room_id), name: r.name }));
}

export async function roomExists(db: Database, hotelId: number, roomId: number): Promise<boolean> {
  const row = await db.maybeOne('SELECT 1 AS found FROM rooms WHERE hotel_id = $1 AND room_id = $2', [
    hotelId,
    roomId,
  ]);
  return row !== null;
}

export interface NewPhoto {
  roomId: number | null;
  variants: Record<PhotoVariant, string>;
  contentHash: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Adds photos last in their group; the first photo of a group without a main photo becomes its main one.
 * Run in a transaction after lockGroup (the order and the main photo are read and written together).
 */
export async function insertPhotos(
  db: Database,
  hotelId: number,
  roomId: number | null,
  photos: readonly NewPhoto[],
  group: readonly PhotoRecord[],
): Promise<PhotoRecord[]> {
  let next = group.reduce((max, p) => Math.max(max, p.sortOrder + 1), 0);
  let needsMain = !group.some((p) => p.isMain);
  const stored: PhotoRecord[] = [];
  for (const photo of photos) {
    const row = await db.one<PhotoRow>(
      `INSERT INTO property_photos (hotel_id, room_id, variants, content_hash, width, height, bytes, is_main,
                                    sort_order)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9)
       RETURNING photo_id, room_id, variants, content_hash, width, height, bytes, caption, is_main, sort_order,
                 created_at`,
      [
        hotelId,
        roomId,
        JSON.stringify(photo.variants),
        photo.contentHash,
        photo.width,
        photo.height,
        photo.bytes,
        needsMain,
        next++,
      ],
    );
    needsMain = false;
    stored.push(photoOf(row));
  }
  return stored;
}

export async function setCaption(db: Database, hotelId: number, photoId: number, caption: string) {
  await db.query('UPDATE property_photos SET caption = $3 WHERE hotel_id = $1 AND photo_id = $2', [
    hotelId,
    photoId,
    caption,
  ]);
}

/** Makes a photo the main one of its group (the former main photo first stops being it: one per group). */
export async function setMain(db: Database, hotelId: number, photo: PhotoRecord) {
  await db.query(
    `UPDATE property_photos SET is_main = false
      WHERE hotel_id = $1 AND room_id IS NOT DISTINCT FROM $2 AND is_main AND photo_id <> $3`,
    [hotelId, photo.roomId, photo.photoId],
  );
  await db.query('UPDATE property_photos SET is_main = true WHERE hotel_id = $1 AND photo_id = $2', [
    hotelId,
    photo.photoId,
  ]);
}

/** Moves a photo last into another group; it is no longer a main photo. */
export async function moveToRoom(
  db: Database,
  hotelId: number,
  photoId: number,
  roomId: number | null,
  sortOrder: number,
) {
  await db.query(
    `UPDATE property_photos SET room_id = $3, sort_order = $4, is_main = false
      WHERE hotel_id = $1 AND photo_id = $2`,
    [hotelId, photoId, roomId, sortOrder],
  );
}

export async function setSortOrder(db: Database, hotelId: number, photoId: number, sortOrder: number) {
  await db.query('UPDATE property_photos SET sort_order = $3 WHERE hotel_id = $1 AND photo_id = $2', [
    hotelId,
    photoId,
    sortOrder,
  ]);
}

/** Locks the photos named (of this property only) in their current order. */
export async function lockPhotos(db: Database, hotelId: number, photoIds: readonly number[]) {
  const rows = await db.query<PhotoRow>(
    `${SELECT} WHERE hotel_id = $1 AND photo_id = ANY($2::bigint[]) ${ORDER} FOR UPDATE`,
    [hotelId, photoIds],
  );
  return rows.map(photoOf);
}

export async function deletePhoto(db: Database, hotelId: number, photoId: number): Promise<void> {
  await db.query('DELETE FROM property_photos WHERE hotel_id = $1 AND photo_id = $2', [hotelId, photoId]);
}

/** True when a photo of the property has this content (so its stored objects are still in use). */
export async function contentInUse(db: Database, hotelId: number, contentHash: string): Promise<boolean> {
  const row = await db.maybeOne(
    `SELECT 1 AS found FROM property_photos WHERE hotel_id = $1 AND content_hash = $2
     UNION ALL
     SELECT 1 FROM add_on_photos WHERE hotel_id = $1 AND content_hash = $2 LIMIT 1`,
    [hotelId, contentHash],
  );
  return row !== null;
}

/** True when `key` is a stored variant of a photo of the property or of one of its add-ons (only such keys are served). */
export async function isStoredKey(
  db: Database,
  hotelId: number,
  hashPrefix: string,
  variant: PhotoVariant,
  key: string,
): Promise<boolean> {
  const row = await db.maybeOne(
    `SELECT 1 AS found FROM property_photos
      WHERE hotel_id = $1 AND starts_with(content_hash, $2) AND variants ->> $3 = $4
     UNION ALL
     SELECT 1 FROM add_on_photos
      WHERE hotel_id = $1 AND starts_with(content_hash, $2) AND variants ->> $3 = $4 LIMIT 1`,
    [hotelId, hashPrefix, variant, key],
  );
  return row !== null;
}

/** Records an add-on's photo (add_on_photos, migration 0730); its id is given to an add-on as photo_id. */
export async function insertAddOnPhoto(
  db: Database,
  hotelId: number,
  p: {
    contentHash: string;
    width: number;
    height: number;
    bytes: number;
    variants: Record<PhotoVariant, string>;
  },
): Promise<{ photoId: number; variants: Record<PhotoVariant, string> }> {
  const row = await db.one<{ photo_id: string | number; variants: Record<PhotoVariant, string> }>(
    `INSERT INTO add_on_photos (hotel_id, content_hash, width, height, bytes, variants)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING photo_id, variants`,
    [hotelId, p.contentHash, p.width, p.height, p.bytes, JSON.stringify(p.variants)],
  );
  return { photoId: Number(row.photo_id), variants: row.variants };
}
