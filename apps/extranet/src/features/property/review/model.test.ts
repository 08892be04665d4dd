import { describe, expect, it } from 'vitest';
import {
  ageView,
  decisionsFor,
  generalInfoRows,
  mapLink,
  photoUrl,
  reasonProblem,
  splitQueue,
  splitRequests,
  stepIndex,
  type GeneralInfoInput,
  type GeneralInfoReviewItem,
  type PropertyReviewItem,
  type ReviewPhoto,
} from './model';

function item(over: Partial<PropertyReviewItem>): PropertyReviewItem {
  return {
    hotelId: 1,
    name: 'A',
    accommodationType: 'HOTEL',
    placeType: null,
    city: 'Bali',
    ownerName: 'Owner',
    ownerEmail: 'o@example.com',
    activeStatus: -1,
    queue: 'SUBMITTED',
    submittedAt: '2027-02-27T10:00:00Z',
    ageHours: 10,
    overdue: false,
    ...over,
  };
}

describe('splitQueue', () => {
  it('puts submitted ones oldest first and approved-offline ones apart', () => {
    const items = [
      item({ hotelId: 3, submittedAt: '2027-02-27T10:00:00Z' }),
      item({ hotelId: 4, queue: 'AWAITING_ACTIVATION', activeStatus: 1 }),
      item({ hotelId: 2, submittedAt: '2027-02-25T09:00:00Z' }),
      item({ hotelId: 1, submittedAt: '2027-02-27T10:00:00Z' }),
    ];
    const { submitted, awaitingActivation } = splitQueue(items);
    expect(submitted.map((i) => i.hotelId)).toEqual([2, 1, 3]);
    expect(awaitingActivation.map((i) => i.hotelId)).toEqual([4]);
  });
  it('answers two empty lists for an empty queue', () => {
    expect(splitQueue([])).toEqual({ submitted: [], awaitingActivation: [] });
  });
});

describe('ageView', () => {
  it.each([
    [0, 48, false, { days: 0, hours: 0, remainingHours: 48, overdueHours: 0, overdue: false }],
    [30, 48, false, { days: 1, hours: 6, remainingHours: 18, overdueHours: 0, overdue: false }],
    [47, 48, false, { days: 1, hours: 23, remainingHours: 1, overdueHours: 0, overdue: false }],
    [49, 48, true, { days: 2, hours: 1, remainingHours: 0, overdueHours: 1, overdue: true }],
    [100, 48, true, { days: 4, hours: 4, remainingHours: 0, overdueHours: 52, overdue: true }],
    [-2, 48, false, { days: 0, hours: 0, remainingHours: 48, overdueHours: 0, overdue: false }],
  ])('%s h against %s h (overdue %s)', (age, target, overdue, expected) => {
    expect(ageView(age, target, overdue)).toEqual(expected);
  });
});

describe('decisionsFor', () => {
  it.each([
    [-3, []],
    [-1, ['APPROVE_OFFLINE', 'APPROVE_ONLINE', 'REJECT']],
    [0, []],
    [1, ['APPROVE_ONLINE']],
    [2, []],
  ])('status %s', (status, expected) => {
    expect(decisionsFor(status)).toEqual(expected);
  });
});

describe('reasonProblem', () => {
  it.each([
    ['', 'review.decision.reasonRequired'],
    ['   ', 'review.decision.reasonRequired'],
    ['too short', 'review.decision.reasonTooShort'],
    ['  123456789  ', 'review.decision.reasonTooShort'],
    ['1234567890', null],
    ['x'.repeat(1000), null],
    ['x'.repeat(1001), 'review.decision.reasonTooLong'],
  ])('%j', (reason, expected) => {
    expect(reasonProblem(reason, 10, 1000)).toBe(expected);
  });
});

describe('mapLink', () => {
  it.each([
    [-8.65, 115.2167, 'https://www.openstreetmap.org/?mlat=-8.65&mlon=115.2167#map=17/-8.65/115.2167'],
    [0, 0, 'https://www.openstreetmap.org/?mlat=0&mlon=0#map=17/0/0'],
    [null, 115, null],
    [-8, null, null],
    [91, 10, null],
    [10, -181, null],
  ])('%s, %s', (lat, lng, expected) => {
    expect(mapLink(lat, lng)).toBe(expected);
  });
});

describe('photoUrl', () => {
  const photo = (names: string[]): ReviewPhoto => ({
    photoId: 1,
    roomId: null,
    caption: '',
    isMain: false,
    width: 800,
    height: 600,
    variants: names.map((name) => ({ name, url: `/media/${name}.jpg` })),
  });
  it.each([
    [['thumb', 'medium', 'large'], 'full', '/media/large.jpg'],
    [['thumb', 'medium', 'large'], 'thumb', '/media/thumb.jpg'],
    [['medium'], 'thumb', '/media/medium.jpg'],
    [['thumb'], 'full', '/media/thumb.jpg'],
    [['original'], 'full', '/media/original.jpg'],
    [[], 'full', null],
  ] as const)('%j as %s', (names, size, expected) => {
    expect(photoUrl(photo([...names]), size)).toBe(expected);
  });
});

describe('stepIndex', () => {
  it.each([
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 1, 1, 0],
    [0, 0, 1, null],
  ])('%s of %s by %s', (index, count, delta, expected) => {
    expect(stepIndex(index, count, delta)).toBe(expected);
  });
});

const info = (over: Partial<GeneralInfoInput> = {}): GeneralInfoInput => ({
  name: 'Villa',
  starRating: null,
  description: '',
  address: 'Jl. Pantai 1',
  country: 'ID',
  provinceCode: '51',
  regencyCode: '51.03',
  districtCode: null,
  city: 'Badung',
  postalCode: '80361',
  latitude: -8.7,
  longitude: 115.17,
  phoneCode: '+62',
  phone: '8123456789',
  email: 'villa@example.com',
  website: '',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  ...over,
});

function request(status: 'SENT' | 'APPROVED' | 'REJECTED', requestId: number): GeneralInfoReviewItem {
  return {
    hotelId: 1,
    propertyName: 'Villa',
    current: info(),
    changedFields: ['name'],
    request: {
      requestId,
      status,
      proposed: info({ name: 'Villa Baru' }),
      reason: null,
      createdAt: '2027-02-27T10:00:00Z',
      decidedAt: null,
      requestedBy: 'Owner',
      decidedBy: null,
    },
  };
}

describe('generalInfoRows', () => {
  it('lists the changed fields first, with both values', () => {
    const item = request('SENT', 1);
    item.request.proposed = info({ name: 'Villa Baru', latitude: -8.71, districtCode: '51.03.01' });
    const rows = generalInfoRows(item);
    expect(rows.slice(0, 3)).toEqual([
      { field: 'name', current: 'Villa', proposed: 'Villa Baru', changed: true },
      { field: 'districtCode', current: '', proposed: '51.03.01', changed: true },
      { field: 'latitude', current: '-8.7', proposed: '-8.71', changed: true },
    ]);
    expect(rows).toHaveLength(18);
    expect(rows.slice(3).every((r) => !r.changed)).toBe(true);
  });
});

describe('splitRequests', () => {
  it('separates open requests from decided ones, keeping the order', () => {
    const items = [request('SENT', 1), request('APPROVED', 2), request('SENT', 3), request('REJECTED', 4)];
    const { open, decided } = splitRequests(items);
    expect(open.map((i) => i.request.requestId)).toEqual([1, 3]);
    expect(decided.map((i) => i.request.requestId)).toEqual([2, 4]);
  });
});
