/**
 * The photo gallery's view model, pure: groups and moving a photo up or down. The check of chosen files
 * before they are uploaded is shared (shared/photos/upload-plan.ts).
 */
import type { Schemas } from '@extranet/api';

export type Photo = Schemas['Photo'];
export type PhotoGallery = Schemas['PhotoGallery'];
export type PhotoGroup = Schemas['PhotoGroup'];

/** The select key of a group: its room id, 0 for the property's own photos. */
export const groupKey = (roomId: number | null | undefined): number => roomId ?? 0;

export function groupOf(gallery: PhotoGallery, roomId: number | null | undefined): PhotoGroup | undefined {
  return gallery.groups.find((g) => groupKey(g.roomId) === groupKey(roomId));
}

/** The ids of a group after moving photo `index` by `delta` places, or null when it cannot move there. */
export function movedOrder(photos: readonly Photo[], index: number, delta: number): number[] | null {
  const to = index + delta;
  if (index < 0 || index >= photos.length || to < 0 || to >= photos.length || delta === 0) return null;
  const ids = photos.map((p) => p.photoId);
  const [id] = ids.splice(index, 1);
  ids.splice(to, 0, id!);
  return ids;
}

export { planUpload, problemMessage, type ChosenFile } from '../../../shared/photos/upload-plan';
