import { describe, expect, it } from 'vitest';
import { contentScore, type ContentFacts } from './content-score.js';

const empty: ContentFacts = {
  propertyPhotos: 0,
  roomPhotos: [],
  descriptionLength: 0,
  facilities: 0,
  policyComplete: false,
  contactKinds: [],
};
const full: ContentFacts = {
  propertyPhotos: 15,
  roomPhotos: [2, 3],
  descriptionLength: 120,
  facilities: 3,
  policyComplete: true,
  contactKinds: ['PRIMARY', 'AGREEMENT', 'FINANCE', 'RESERVATION'],
};

describe('contentScore (SPEC 9: 15 photos, 3 sections, 2 photos per room)', () => {
  it.each<[string, Partial<ContentFacts>, number, string | null]>([
    ['nothing yet', empty, 0, 'PROPERTY_PHOTOS'],
    ['everything', full, 100, null],
    ['14 of 15 photos', { ...full, propertyPhotos: 14 }, 98, 'PROPERTY_PHOTOS'],
    ['more photos than asked count as 15', { ...full, propertyPhotos: 40 }, 100, null],
    ['one room with one photo', { ...full, roomPhotos: [2, 1] }, 93, 'ROOM_PHOTOS'],
    ['no rooms: room photos earn nothing', { ...full, roomPhotos: [] }, 75, 'ROOM_PHOTOS'],
    ['no description', { ...full, descriptionLength: 0 }, 90, 'DESCRIPTION'],
    ['policy incomplete', { ...full, policyComplete: false }, 90, 'GENERAL_POLICY'],
    ['two facilities', { ...full, facilities: 2 }, 96, 'FACILITIES'],
    ['only a primary contact', { ...full, contactKinds: ['PRIMARY'] }, 88, 'CONTACTS'],
    ['unknown kinds do not count', { ...full, contactKinds: ['PRIMARY', 'OTHER'] }, 88, 'CONTACTS'],
    ['half the photos, the rest done', { ...full, propertyPhotos: 7 }, 84, 'PROPERTY_PHOTOS'],
  ])('%s', (_name, facts, score, next) => {
    const result = contentScore({ ...empty, ...facts });
    expect(result.score).toBe(score);
    expect(result.nextStep?.code ?? null).toBe(next);
  });

  it('lists six items with links to their pages; done follows current >= target', () => {
    const result = contentScore({ ...full, roomPhotos: [0], facilities: 1 });
    expect(result.items.map((i) => [i.code, i.done, i.current, i.target, i.link])).toEqual([
      ['PROPERTY_PHOTOS', true, 15, 15, '/v3/property/photo-gallery'],
      ['ROOM_PHOTOS', false, 0, 2, '/v3/property/room-data'],
      ['DESCRIPTION', true, 1, 1, '/v3/property/hotel-general-info'],
      ['FACILITIES', false, 1, 3, '/v3/property/hotel-facilities'],
      ['GENERAL_POLICY', true, 1, 1, '/v3/property/hotel-details'],
      ['CONTACTS', true, 4, 4, '/v3/property/hotel-general-info#contact'],
    ]);
    expect(result.items.reduce((s, i) => s + i.weight, 0)).toBe(100);
  });

  it('without rooms the next step for room photos links to creating a room', () => {
    const item = contentScore({ ...full, roomPhotos: [] }).items.find((i) => i.code === 'ROOM_PHOTOS');
    expect(item?.link).toBe('/v3/property/room-data/create');
  });

  it('a score below 100 while anything is missing, even when rounding would reach it', () => {
    expect(
      contentScore({ ...full, roomPhotos: Array.from({ length: 200 }, (_, i) => (i === 0 ? 1 : 2)) }).score,
    ).toBe(99);
  });
});
