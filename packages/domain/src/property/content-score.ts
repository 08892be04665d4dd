/**
 * Content score of a property (SPEC 9: 15 photos, 3 sections, 2 photos per room). Pure: the server counts what
 * the tables hold and this decides the score, the items and the next step. The three sections are the
 * description (general info), the facilities and the general policy (hotel details).
 */
import { CONTENT_SCORE_PHOTOS, CONTENT_SCORE_PHOTOS_PER_ROOM, CONTENT_SCORE_SECTIONS } from '../constants.js';
import { routePath } from '../route-match.js';
import { CONTACT_KINDS } from './contacts.js';

/** Not in the spec: the property facilities a complete facilities section has (as a room needs, SPEC 5). */
export const CONTENT_SCORE_FACILITIES = 3;

export type ContentScoreCode =
  'PROPERTY_PHOTOS' | 'ROOM_PHOTOS' | 'DESCRIPTION' | 'FACILITIES' | 'GENERAL_POLICY' | 'CONTACTS';

/** What the tables hold. */
export interface ContentFacts {
  /** Photos of the property itself (not of a room). */
  propertyPhotos: number;
  /** Photos of each active room (one number per room). */
  roomPhotos: readonly number[];
  /** The description's length in characters (trimmed). */
  descriptionLength: number;
  facilities: number;
  /** policyComplete of the saved policy. */
  policyComplete: boolean;
  /** The contact kinds some contact holds. */
  contactKinds: readonly string[];
}

export interface ContentScoreItem {
  code: ContentScoreCode;
  done: boolean;
  current: number;
  target: number;
  /** Points of the 100 this item is worth. */
  weight: number;
  link: string;
}

export interface ContentScore {
  score: number;
  items: ContentScoreItem[];
  /** The item worth the most points still missing (the first of equals in the items' order); null when done. */
  nextStep: ContentScoreItem | null;
}

const SECTION_POINTS = 30 / CONTENT_SCORE_SECTIONS;

/** Points by item: photos weigh most; the three sections share 30 points. */
export const CONTENT_SCORE_WEIGHTS: Readonly<Record<ContentScoreCode, number>> = {
  PROPERTY_PHOTOS: 30,
  ROOM_PHOTOS: 25,
  DESCRIPTION: SECTION_POINTS,
  FACILITIES: SECTION_POINTS,
  GENERAL_POLICY: SECTION_POINTS,
  CONTACTS: 15,
};

function item(code: ContentScoreCode, current: number, target: number, link: string): ContentScoreItem {
  const capped = Math.max(0, Math.min(current, target));
  const weight = Math.round(CONTENT_SCORE_WEIGHTS[code]);
  return { code, done: capped >= target, current: capped, target, weight, link };
}

/**
 * The score (0-100) and its items. Each item earns its weight in proportion to current/target; a property
 * without rooms earns nothing for room photos (a room is needed first).
 */
export function contentScore(facts: ContentFacts): ContentScore {
  const rooms = facts.roomPhotos.length;
  const roomPhotos = facts.roomPhotos.reduce(
    (sum, n) => sum + Math.min(Math.max(n, 0), CONTENT_SCORE_PHOTOS_PER_ROOM),
    0,
  );
  const kinds = CONTACT_KINDS.filter((k) => facts.contactKinds.includes(k)).length;
  const items = [
    item('PROPERTY_PHOTOS', facts.propertyPhotos, CONTENT_SCORE_PHOTOS, routePath('photoGallery')),
    item(
      'ROOM_PHOTOS',
      roomPhotos,
      CONTENT_SCORE_PHOTOS_PER_ROOM * Math.max(rooms, 1),
      routePath(rooms === 0 ? 'roomDataCreate' : 'roomData'),
    ),
    item('DESCRIPTION', facts.descriptionLength > 0 ? 1 : 0, 1, routePath('hotelGeneralInfo')),
    item('FACILITIES', facts.facilities, CONTENT_SCORE_FACILITIES, routePath('hotelFacilities')),
    item('GENERAL_POLICY', facts.policyComplete ? 1 : 0, 1, routePath('hotelDetails')),
    item('CONTACTS', kinds, CONTACT_KINDS.length, `${routePath('hotelGeneralInfo')}#contact`),
  ];
  const earned = items.reduce((sum, i) => sum + (i.weight * i.current) / i.target, 0);
  const missing = (i: ContentScoreItem) => (i.weight * (i.target - i.current)) / i.target;
  const nextStep = items
    .filter((i) => !i.done)
    .reduce<ContentScoreItem | null>((best, i) => (best && missing(best) >= missing(i) ? best : i), null);
  const score = items.every((i) => i.done) ? 100 : Math.min(99, Math.floor(earned + 1e-9));
  return { score, items, nextStep };
}
