import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codes } from '../../test/helpers.js';
import {
  validateActivityLogRange,
  validateAddOn,
  validateAnnouncement,
  validateCalendarSync,
  validateCheckInGuide,
  validateCompetitiveSet,
  type AddOnInput,
  type CheckInGuideInput,
} from './content.js';
import { addDays } from './dates.js';
import { validateCheckInGuideSubmit } from '../phone.js';

describe('validateAnnouncement (SPEC 5: text 5 to 500, title max 88)', () => {
  const valid = {
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    title: 'Renovasi',
    text: { id: 'Kolam renang ditutup', en: 'Pool closed' },
  };

  it.each([
    ['valid', {}, {}],
    ['text 4 characters', { text: { id: 'abcd', en: 'Pool closed' } }, { 'text.id': 'min_length' }],
    ['text 5 characters', { text: { id: 'abcde', en: 'abcde' } }, {}],
    ['text 500', { text: { id: 'a'.repeat(500), en: 'abcde' } }, {}],
    ['text 501', { text: { id: 'abcde', en: 'a'.repeat(501) } }, { 'text.en': 'max_length' }],
    [
      'rich text judged on its text',
      { text: { id: '<p><b>abcd</b></p>', en: 'abcde' } },
      { 'text.id': 'min_length' },
    ],
    ['text missing', { text: { id: '', en: null } }, { 'text.id': 'required', 'text.en': 'required' }],
    ['title 88', { title: 't'.repeat(88) }, {}],
    ['title 89', { title: 't'.repeat(89) }, { title: 'max_length' }],
    ['dates required', { startDate: '', endDate: '' }, { startDate: 'required', endDate: 'required' }],
    ['end before start', { endDate: '2026-11-30' }, { endDate: 'date.endBeforeStart' }],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validateAnnouncement({ ...valid, ...patch }))).toEqual(expected);
  });

  it('accepts text exactly when it has 5 to 500 visible characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{0,520}$/), (text) => {
        const ok = text.length >= 5 && text.length <= 500;
        expect(validateAnnouncement({ ...valid, text: { id: text, en: 'abcde' } }).length === 0).toBe(ok);
      }),
      { numRuns: 200 },
    );
  });
});

describe('validateAddOn (SPEC 5)', () => {
  const valid: AddOnInput = {
    name: { id: 'Sarapan', en: 'Breakfast' },
    description: { id: 'Prasmanan', en: 'Buffet' },
    category: 'MEAL',
    priceType: 'PER_ITEM',
    status: true,
    subcategory: 'BREAKFAST',
    photoId: 100001,
    price: 50000,
    minQuantity: 1,
    maxQuantity: 4,
  };

  it.each<[string, Partial<AddOnInput>, Record<string, string>]>([
    ['valid', {}, {}],
    ['name 80', { name: { id: 'n'.repeat(80), en: 'x' } }, {}],
    ['name 81', { name: { id: 'n'.repeat(81), en: 'x' } }, { 'name.id': 'max_length' }],
    ['name in both languages', { name: { id: 'Sarapan', en: '' } }, { 'name.en': 'required' }],
    ['description 201', { description: { id: 'd'.repeat(201), en: '' } }, { 'description.id': 'max_length' }],
    [
      'category, type, status, image',
      { category: '', priceType: null, status: null, photoId: null },
      {
        category: 'required',
        priceType: 'required',
        status: 'not_null',
        photoId: 'required',
      },
    ],
    ['status off is a status', { status: false }, {}],
    ['quantities reversed', { minQuantity: 5, maxQuantity: 2 }, { maxQuantity: 'range.maxBelowMin' }],
    ['price fraction', { price: 1.5 }, { price: 'integer' }],
    ['category outside the catalogue', { category: 'PARKING' }, { category: 'addOn.invalidOption' }],
    ['subcategory of another category', { subcategory: 'SPA' }, { subcategory: 'addOn.invalidOption' }],
    ['subcategory missing', { subcategory: '' }, { subcategory: 'required' }],
    ['price type outside the list', { priceType: 'PER_GUEST' }, { priceType: 'addOn.invalidOption' }],
    ['quantity above the limit', { maxQuantity: 100 }, { maxQuantity: 'max_float' }],
    ['quantity 0', { minQuantity: 0 }, { minQuantity: 'min_float' }],
    ['price above the limit', { price: 100_000_001 }, { price: 'max_float' }],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validateAddOn({ ...valid, ...patch }))).toEqual(expected);
  });
});

describe('validateCalendarSync (SPEC 5)', () => {
  const own = { ownHosts: ['extranet.example.com'] };
  it.each([
    ['valid', { name: 'Airbnb villa', link: 'https://www.airbnb.com/calendar/ical/1.ics?s=abc' }, {}],
    ['webcal', { name: 'Villa', link: 'webcal://calendar.example.org/x.ics' }, {}],
    ['both required', { name: '', link: '' }, { name: 'required', link: 'required' }],
    ['invalid link', { name: 'Villa', link: 'not a link' }, { link: 'url' }],
    ['ftp link', { name: 'Villa', link: 'ftp://files.example.org/x.ics' }, { link: 'url' }],
    [
      'our own link',
      { name: 'Villa', link: 'https://extranet.example.com/api/v1/calendar/1.ics' },
      { link: 'calendarSync.ownLink' },
    ],
    [
      'our own link, other case and subdomain',
      { name: 'Villa', link: 'https://CAL.Extranet.Example.com/1.ics' },
      { link: 'calendarSync.ownLink' },
    ],
    [
      'name with booking',
      { name: 'My Booking feed', link: 'https://a.example.org/x.ics' },
      { name: 'calendarSync.forbiddenName' },
    ],
    [
      'name with order',
      { name: 'ORDER list', link: 'https://a.example.org/x.ics' },
      { name: 'calendarSync.forbiddenName' },
    ],
    [
      'name with pesanan',
      { name: 'Pesanan villa', link: 'https://a.example.org/x.ics' },
      { name: 'calendarSync.forbiddenName' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateCalendarSync(input, own))).toEqual(expected);
  });
});

describe('validateActivityLogRange (SPEC 5: max 1 month)', () => {
  it.each([
    ['one month', { start: '2026-01-15', end: '2026-02-15' }, {}],
    ['one month and a day', { start: '2026-01-15', end: '2026-02-16' }, { end: 'activityLog.rangeTooLong' }],
    ['Jan 31 to Feb 28', { start: '2026-01-31', end: '2026-02-28' }, {}],
    ['Jan 31 to Mar 1', { start: '2026-01-31', end: '2026-03-01' }, { end: 'activityLog.rangeTooLong' }],
    ['same day', { start: '2026-01-15', end: '2026-01-15' }, {}],
    ['reversed', { start: '2026-01-15', end: '2026-01-14' }, { end: 'date.endBeforeStart' }],
    ['required', { start: '', end: '' }, { start: 'required', end: 'required' }],
  ])('%s', (_name, range, expected) => {
    expect(codes(validateActivityLogRange(range))).toEqual(expected);
  });

  it('accepts every range of up to 28 days and none over 31', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 60 }), (offset, length) => {
        const start = addDays('2024-01-01', offset);
        const ok = validateActivityLogRange({ start, end: addDays(start, length) }).length === 0;
        if (length <= 28) expect(ok).toBe(true);
        if (length > 31) expect(ok).toBe(false);
      }),
    );
  });
});

describe('validateCompetitiveSet (SPEC 5: 15 to 30)', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  it.each([
    [14, { propertyIds: 'competitiveSet.size' }],
    [15, {}],
    [30, {}],
    [31, { propertyIds: 'competitiveSet.size' }],
  ])('%i properties', (n, expected) => {
    expect(codes(validateCompetitiveSet(ids(n)))).toEqual(expected);
  });

  it('refuses a property twice', () => {
    expect(codes(validateCompetitiveSet([...ids(15), 1]))).toEqual({
      propertyIds: 'competitiveSet.duplicate',
    });
  });

  it('accepts exactly the sets of 15 to 30 distinct properties', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(1000), { maxLength: 40 }), (set) => {
        expect(validateCompetitiveSet(set).length === 0).toBe(set.length >= 15 && set.length <= 30);
      }),
    );
  });
});

describe('validateCheckInGuide (SPEC 5)', () => {
  const valid: CheckInGuideInput = {
    title: { id: 'Selamat datang', en: 'Welcome' },
    description: { id: 'Ambil kunci di lobi', en: 'Collect the key at the lobby' },
    checkInFrom: '14:00',
    checkInUntil: '22:00',
    checkOutUntil: '12:00',
    contacts: [{ name: 'Sari', phoneCode: '+62', phone: '81234567' }],
    photoIds: [1],
    steps: [{ id: 'Datang ke lobi', en: 'Come to the lobby' }],
  };

  it.each<[string, Partial<CheckInGuideInput>, Record<string, string>]>([
    ['valid', {}, {}],
    [
      'english missing',
      { title: { id: 'Selamat datang', en: '' }, description: { id: 'x', en: '' } },
      { 'title.en': 'required', 'description.en': 'required' },
    ],
    ['title without description', { description: { id: '', en: 'x' } }, { 'description.id': 'required' }],
    ['title of spaces', { title: { id: '   ', en: 'Welcome' } }, { 'title.id': 'not_contains_only_spaces' }],
    ['title 101 characters', { title: { id: 'a'.repeat(101), en: 'b' } }, { 'title.id': 'max_length' }],
    ['end before start', { checkInUntil: '13:00' }, { checkInUntil: 'time.endBeforeStart' }],
    ['end equal to start', { checkInUntil: '14:00' }, { checkInUntil: 'time.endBeforeStart' }],
    [
      'times missing',
      { checkInFrom: '', checkInUntil: null },
      { checkInFrom: 'required', checkInUntil: 'required' },
    ],
    ['time not a time', { checkInFrom: '25:00' }, { checkInFrom: 'time.invalid' }],
    ['check-out not a time', { checkOutUntil: '9am' }, { checkOutUntil: 'time.invalid' }],
    ['check-out may be empty', { checkOutUntil: '' }, {}],
    [
      'second contact incomplete',
      {
        contacts: [
          { name: 'Sari', phoneCode: '+62', phone: '81234567' },
          { name: 'Budi', phoneCode: '+62', phone: '' },
        ],
      },
      { 'contacts.1.phone': 'required' },
    ],
    [
      'second contact without a name',
      {
        contacts: [
          { name: 'Sari', phoneCode: '+62', phone: '81234567' },
          { name: '', phoneCode: '+62', phone: '81234568' },
        ],
      },
      { 'contacts.1.name': 'required' },
    ],
    [
      'second contact empty is fine',
      {
        contacts: [
          { name: 'Sari', phoneCode: '+62', phone: '81234567' },
          { name: '', phoneCode: '+62', phone: '' },
        ],
      },
      {},
    ],
    ['first contact required', { contacts: [] }, { 'contacts.0.name': 'required' }],
    [
      'first contact incomplete',
      { contacts: [{ name: '', phoneCode: '+62', phone: '' }] },
      { 'contacts.0.name': 'required', 'contacts.0.phone': 'required' },
    ],
    ['a photo', { photoIds: [] }, { photoIds: 'checkInGuide.photoRequired' }],
    [
      'a list entry in one language only',
      {
        steps: [
          { id: 'Datang', en: 'Come' },
          { id: 'Ambil kunci', en: ' ' },
        ],
        rules: [{ id: '', en: 'No smoking' }],
      },
      { 'steps.1.en': 'checkInGuide.otherLanguage', 'rules.0.id': 'checkInGuide.otherLanguage' },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validateCheckInGuide({ ...valid, ...patch }))).toEqual(expected);
  });
});

describe('validateCheckInGuideSubmit: phones by libphonenumber-js', () => {
  const base: CheckInGuideInput = {
    title: { id: 'Selamat datang', en: 'Welcome' },
    description: { id: 'Ambil kunci', en: 'Collect the key' },
    checkInFrom: '14:00',
    checkInUntil: '22:00',
    contacts: [{ name: 'Sari', phoneCode: '+62', phone: '81234567890' }],
    photoIds: [1],
  };

  it.each<[string, CheckInGuideInput['contacts'], Record<string, string>]>([
    ['an Indonesian mobile', [{ name: 'Sari', phoneCode: '+62', phone: '81234567890' }], {}],
    [
      'too short for Indonesia',
      [{ name: 'Sari', phoneCode: '+62', phone: '123456' }],
      { 'contacts.0.phone': 'phone.notValid' },
    ],
    [
      'unknown calling code',
      [{ name: 'Sari', phoneCode: '+999', phone: '81234567890' }],
      { 'contacts.0.phoneCode': 'phone.code' },
    ],
    [
      'with its country code',
      [{ name: 'Sari', phoneCode: '+62', phone: '+6281234567890' }],
      { 'contacts.0.phone': 'phone.countryCode' },
    ],
    [
      'second contact checked too',
      [
        { name: 'Sari', phoneCode: '+62', phone: '81234567890' },
        { name: 'Budi', phoneCode: '+65', phone: '1234567' },
      ],
      { 'contacts.1.phone': 'phone.notValid' },
    ],
  ])('%s', (_name, contacts, expected) => {
    expect(codes(validateCheckInGuideSubmit({ ...base, contacts }))).toEqual(expected);
  });
});
