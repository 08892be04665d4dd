import { describe, expect, it } from 'vitest';
import {
  bannerOf,
  errorFields,
  errorsIn,
  formFieldOf,
  guestView,
  guideValues,
  toContentInput,
  viewOf,
  type CheckInGuide,
  type GuideValues,
} from './model';

const content: GuideValues = {
  title: { id: ' Selamat datang ', en: 'Welcome' },
  description: { id: 'Kunci di lobi', en: 'Key at the lobby' },
  checkInFrom: '14:00',
  checkInUntil: '22:00',
  checkOutUntil: '',
  contacts: [{ name: 'Sari', phoneCode: '+62', phone: '81234567890' }],
  photoIds: [11, 12],
  steps: [
    { id: 'Datang', en: 'Come' },
    { id: ' ', en: '' },
    { id: 'Ambil kunci', en: '' },
  ],
  rules: [],
  directions: [],
  nearbyPlaces: [{ id: '', en: 'Beach' }],
  extraInfo: [],
};

const guide = (patch: Partial<CheckInGuide>): CheckInGuide => ({
  status: 'NONE',
  active: false,
  content,
  photos: [],
  savedAt: null,
  savedBy: null,
  currentVersion: null,
  submittedAt: null,
  activatedAt: null,
  ...patch,
});

describe('bannerOf', () => {
  it.each<[string, Partial<CheckInGuide>, ReturnType<typeof bannerOf>]>([
    ['nothing saved', {}, { state: 'NONE', pendingChanges: false }],
    ['a draft never submitted', { status: 'DRAFT' }, { state: 'DRAFT', pendingChanges: false }],
    [
      'submitted, hidden',
      { status: 'SUBMITTED', currentVersion: 1 },
      { state: 'SUBMITTED_INACTIVE', pendingChanges: false },
    ],
    [
      'shown',
      { status: 'SUBMITTED', currentVersion: 2, active: true },
      { state: 'ACTIVE', pendingChanges: false },
    ],
    [
      'shown with newer draft',
      { status: 'DRAFT', currentVersion: 2, active: true },
      { state: 'ACTIVE', pendingChanges: true },
    ],
    [
      'hidden with newer draft',
      { status: 'DRAFT', currentVersion: 1 },
      { state: 'SUBMITTED_INACTIVE', pendingChanges: true },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(bannerOf(guide(patch))).toEqual(expected);
  });
});

describe('guideValues and toContentInput', () => {
  it('gives the form two contacts and only the photos still in the gallery', () => {
    const values = guideValues(content, [{ photoId: 12 }]);
    expect(values.contacts).toEqual([
      { name: 'Sari', phoneCode: '+62', phone: '81234567890' },
      { name: '', phoneCode: '+62', phone: '' },
    ]);
    expect(values.photoIds).toEqual([12]);
    expect(guideValues(content).photoIds).toEqual([11, 12]);
  });

  it('sends trimmed texts, drops entries empty in both languages and an unstarted second contact', () => {
    const sent = toContentInput(guideValues(content));
    expect(sent.title).toEqual({ id: 'Selamat datang', en: 'Welcome' });
    expect(sent.steps).toEqual([
      { id: 'Datang', en: 'Come' },
      { id: 'Ambil kunci', en: '' },
    ]);
    expect(sent.contacts).toHaveLength(1);
    const started = guideValues({
      ...content,
      contacts: [...content.contacts, { name: 'Budi', phoneCode: '+62', phone: '' }],
    });
    expect(toContentInput(started).contacts).toHaveLength(2);
  });
});

describe('server fields on the form', () => {
  it.each([
    ['title.en', 'title.en'],
    ['steps.12.id', 'steps.12.id'],
    ['contacts.1.phoneCode', 'contacts.1.phoneCode'],
    ['photoIds', 'photoIds'],
    ['photoIds.3', 'photoIds'],
    ['checkInUntil', 'checkInUntil'],
    ['contacts.2.name', undefined],
    ['steps.1.fr', undefined],
    ['hotelId', undefined],
  ])('%s -> %s', (server, form) => {
    expect(formFieldOf(server)).toBe(form);
  });

  it('counts the errors of each language tab from the form errors tree', () => {
    const errors = {
      title: { en: { type: 'required', message: 'x' } },
      steps: [undefined, { id: { type: 'x', message: 'y' }, en: { type: 'x', message: 'y' } }],
      photoIds: { type: 'checkInGuide.photoRequired', message: 'z' },
    };
    const fields = errorFields(errors);
    expect(fields.sort()).toEqual(['photoIds', 'steps.1.en', 'steps.1.id', 'title.en']);
    expect(errorsIn(fields, 'en')).toBe(2);
    expect(errorsIn(fields, 'id')).toBe(1);
  });
});

describe('guestView', () => {
  it('shows one language, its filled entries only, the photos in the guide order', () => {
    const photos = [12, 11].map((photoId) => ({
      photoId,
      urls: { large: `/l${photoId}`, medium: '', thumb: '' },
    }));
    const en = guestView(content, photos, 'en');
    expect(en.title).toBe('Welcome');
    expect(en.sections).toEqual([
      { name: 'steps', items: ['Come'] },
      { name: 'nearbyPlaces', items: ['Beach'] },
    ]);
    expect(en.photos.map((p) => p.photoId)).toEqual([11, 12]);
    expect(en.contacts).toEqual([{ name: 'Sari', phone: '+62 81234567890' }]);
    expect(guestView(content, photos, 'id').sections).toEqual([
      { name: 'steps', items: ['Datang', 'Ambil kunci'] },
    ]);
  });

  it('reads the view from the URL, the form by default', () => {
    expect(viewOf('log')).toBe('log');
    expect(viewOf('preview')).toBe('preview');
    expect(viewOf(null)).toBe('form');
    expect(viewOf('other')).toBe('form');
  });
});
