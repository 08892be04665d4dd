import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { roomTypeName } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { buildRoutes } from '../../../../app/router';
import { fakeServer, session } from '../../../../../test/fake-server';
import type { PropertyReview, PropertyReviewItem } from '../model';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const t = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;

/** A market manager who is revenue manager at Jakarta: property roles [4], account roles 4 and 20. */
function marketManager() {
  const s = session({ hotel: { roles: [4] } });
  return { ...s, account: { ...s.account, role: '4,20' } };
}

const item = (over: Partial<PropertyReviewItem>): PropertyReviewItem => ({
  hotelId: 1005,
  name: 'Hotel Menunggu Bogor',
  accommodationType: 'HOTEL',
  placeType: null,
  city: 'Bogor',
  ownerName: 'Pending Owner Demo',
  ownerEmail: 'pending@demo.extranet',
  activeStatus: -1,
  queue: 'SUBMITTED',
  submittedAt: '2027-02-27T10:00:00Z',
  ageHours: 52,
  overdue: true,
  ...over,
});

const photo = (photoId: number, caption: string) => ({
  photoId,
  roomId: null,
  caption,
  isMain: photoId === 1,
  width: 800,
  height: 600,
  variants: [
    { name: 'thumb', url: `/media/${photoId}-thumb.jpg` },
    { name: 'large', url: `/media/${photoId}-large.jpg` },
  ],
});

function review(): PropertyReview {
  return {
    registration: {
      hotelId: 1005,
      name: 'Hotel Menunggu Bogor',
      accommodationType: 'HOTEL',
      placeType: null,
      currency: 'IDR',
      activeStatus: -1,
      propertyType: 'HOTEL',
      registrationStep: 'PAYMENT_DETAIL',
      steps: [],
      nextPath: '/v3/registration/hotel/registration-review',
      editable: false,
      lock: 'REGISTRATION_SUBMITTED',
      otherPlatform: { platforms: [], channelSource: 'SEARCH_ENGINE', referralCode: null },
      agreement: null,
      agreementVersion: '2026.1',
      paymentDetail: null,
      submittedAt: '2027-02-27T10:00:00Z',
      rejectionReason: null,
      decisions: [{ decision: 'SUBMIT', reason: null, at: '2027-02-27T10:00:00Z', by: 'Pending Owner Demo' }],
      checks: [],
    },
    generalInfo: {
      name: 'Hotel Menunggu Bogor',
      propertyType: 'HOTEL',
      starRating: 3,
      description: '',
      address: 'Jl. Pajajaran 1',
      country: 'ID',
      provinceCode: null,
      regencyCode: null,
      districtCode: null,
      city: 'Bogor',
      postalCode: null,
      latitude: -6.6,
      longitude: 106.8,
      phoneCode: '+62',
      phone: '2518300000',
      email: null,
      website: null,
      checkInTime: '14:00',
      checkOutTime: '12:00',
      timeZone: 'Asia/Jakarta',
    },
    owner: { name: 'Pending Owner Demo', email: 'pending@demo.extranet' },
    contacts: [],
    policy: null,
    facilities: ['POOL'],
    rooms: [],
    photos: [photo(1, 'Lobi'), photo(2, 'Kolam'), photo(3, 'Kamar')],
  };
}

/** A room of the registration under review. */
const room = (over: Partial<PropertyReview['rooms'][number]> = {}): PropertyReview['rooms'][number] => ({
  roomId: 1,
  name: 'Deluxe',
  roomType: 'DOUBLE',
  description: '',
  sizeSqm: 24,
  roomCount: 1,
  bedrooms: 1,
  maxAdults: 2,
  maxChildren: 1,
  maxOccupancy: 3,
  smokingAllowed: false,
  minSellPrice: 300000,
  facilities: [],
  photos: [],
  ...over,
});

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('review queue', () => {
  it('lists submitted properties with their age and an overdue badge, and activations apart', async () => {
    fakeServer(marketManager(), {
      'GET /api/v1/review/properties': () =>
        json(200, {
          targetHours: 48,
          items: [
            item({}),
            item({
              hotelId: 1006,
              name: 'Villa Aktifkan',
              queue: 'AWAITING_ACTIVATION',
              activeStatus: 1,
              overdue: false,
            }),
          ],
        }),
      'GET /api/v1/review/general-info-requests': () => json(200, { items: [] }),
    });
    renderAt('/v3/review/properties');
    const tables = await screen.findAllByRole('table');
    expect(tables).toHaveLength(2);
    expect(tables[0]!.textContent).toContain('Hotel Menunggu Bogor');
    expect(tables[0]!.textContent).toContain(t('review.properties.overdue'));
    expect(tables[0]!.textContent).toContain(t('review.properties.ageDays', { days: 2, hours: 4 }));
    expect(tables[1]!.textContent).toContain('Villa Aktifkan');
    expect(tables[1]!.textContent).not.toContain(t('review.properties.overdue'));
  });
});

describe('general-info change requests', () => {
  it('shows current and proposed values side by side, areas by name, and approves after confirming', async () => {
    const info = {
      name: 'Villa Demo Bali',
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
    };
    const request = {
      requestId: 100001,
      status: 'SENT',
      proposed: { ...info, name: 'Villa Demo Bali Baru' },
      reason: null,
      createdAt: '2027-02-27T10:00:00Z',
      decidedAt: null,
      requestedBy: 'Admin Demo',
      decidedBy: null,
    };
    const decide = vi.fn(() => json(200, { ...request, status: 'APPROVED' }));
    fakeServer(marketManager(), {
      'GET /api/v1/review/properties': () => json(200, { targetHours: 48, items: [] }),
      'GET /api/v1/review/general-info-requests': () =>
        json(200, {
          items: [
            {
              hotelId: 1002,
              propertyName: 'Villa Demo Bali',
              request,
              current: info,
              changedFields: ['name'],
            },
          ],
        }),
      'GET /api/v1/locations/provinces': () => json(200, { items: [{ code: '51', name: 'Bali' }] }),
      'GET /api/v1/locations/regencies': () =>
        json(200, { items: [{ code: '51.03', name: 'Kabupaten Badung' }] }),
      'POST /api/v1/review/general-info-requests/100001/decision': decide,
    });
    renderAt('/v3/review/properties?tab=general-info');
    const table = await screen.findByRole('table', {
      name: t('review.generalInfo.caption', { name: 'Villa Demo Bali' }),
    });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('Villa Demo Bali');
    expect(first.textContent).toContain('Villa Demo Bali Baru');
    expect(first.textContent).toContain(t('review.generalInfo.changed'));
    await waitFor(() => expect(table.textContent).toContain('Kabupaten Badung'));

    fireEvent.click(
      screen.getByRole('button', { name: t('review.generalInfo.approveLabel', { name: 'Villa Demo Bali' }) }),
    );
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: t('review.generalInfo.approve') }));
    await screen.findByText(t('review.generalInfo.approved', { name: 'Villa Demo Bali' }));
    expect(JSON.parse((decide.mock.calls[0] as unknown as [{ body: string }])[0].body)).toEqual({
      decision: 'APPROVE',
    });
  });
});

describe('review detail', () => {
  it('refuses a short reason on the field, then rejects and goes back to the queue', async () => {
    const decide = vi.fn((init: { body: string }) => {
      const body = JSON.parse(init.body) as { decision: string; reason: string };
      return json(200, {
        hotelId: 1005,
        activeStatus: 0,
        decision: { decision: body.decision, reason: body.reason, at: '2027-02-28T10:00:00Z', by: 'MM' },
      });
    });
    fakeServer(marketManager(), {
      'GET /api/v1/review/properties/1005': () => json(200, review()),
      'POST /api/v1/review/properties/1005/decision': decide,
      'GET /api/v1/review/properties': () => json(200, { targetHours: 48, items: [] }),
      'GET /api/v1/review/general-info-requests': () => json(200, { items: [] }),
    });
    const router = renderAt('/v3/review/properties/1005');
    await screen.findByRole('heading', { level: 1, name: 'Hotel Menunggu Bogor' });
    expect(screen.getByRole('link', { name: /Buka lokasi di peta/ }).getAttribute('href')).toContain(
      'mlat=-6.6&mlon=106.8',
    );
    // Offered decisions follow the status: approve, activate and reject for a submitted property.
    expect(screen.getByRole('button', { name: t('review.decision.APPROVE_OFFLINE') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('review.decision.APPROVE_ONLINE') })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t('review.decision.REJECT') }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(new RegExp(t('review.decision.reasonLabel')));
    fireEvent.change(field, { target: { value: 'Buram' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t('review.decision.REJECT') }));
    await within(dialog).findByText(t('review.decision.reasonTooShort', { min: 10 }));
    expect(decide).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'Foto kamar buram, unggah ulang.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t('review.decision.REJECT') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/review/properties'));
    expect(JSON.parse(decide.mock.calls[0]![0].body)).toEqual({
      decision: 'REJECT',
      reason: 'Foto kamar buram, unggah ulang.',
    });
    await screen.findByText(t('review.decision.done_REJECT', { name: 'Hotel Menunggu Bogor' }));
  });

  it("shows a room's description as text, not its rich-text markup", async () => {
    const base = review();
    fakeServer(marketManager(), {
      'GET /api/v1/review/properties/1005': () =>
        json(200, {
          ...base,
          rooms: [room({ description: '<p>Kamar&nbsp; luas</p><p>Dengan balkon</p>' })],
        }),
      'GET /api/v1/review/properties': () => json(200, { targetHours: 48, items: [] }),
      'GET /api/v1/review/general-info-requests': () => json(200, { items: [] }),
    });
    renderAt('/v3/review/properties/1005');
    const text = await screen.findByText(
      (_, el) => el?.tagName === 'P' && /^Kamar/.test(el.textContent ?? ''),
    );
    expect(text.textContent).toBe('Kamar  luas\nDengan balkon');
    expect(screen.queryByText(/<p>/)).toBeNull();
  });

  it("names codes in the reader's language: property type, facilities, room type, channel, country", async () => {
    const base = review();
    fakeServer(marketManager(), {
      'GET /api/v1/review/properties/1005': () =>
        json(200, {
          ...base,
          registration: {
            ...base.registration,
            propertyType: 'BOUTIQUE_HOTEL',
            otherPlatform: { platforms: [], channelSource: 'SEARCH_ENGINE', referralCode: null },
          },
          facilities: ['SWIMMING_POOL'],
          rooms: [room({ facilities: ['AIR_CONDITIONING'] })],
        }),
      'GET /api/v1/locations/countries': () => json(200, { items: [{ code: 'ID', name: 'Indonesia' }] }),
      'GET /api/v1/review/properties': () => json(200, { targetHours: 48, items: [] }),
      'GET /api/v1/review/general-info-requests': () => json(200, { items: [] }),
    });
    renderAt('/v3/review/properties/1005');
    await screen.findByText(t('registration.propertyType.types.BOUTIQUE_HOTEL'));
    expect(screen.getByText(t('registration.otherPlatform.channelSources.SEARCH_ENGINE'))).toBeTruthy();
    expect(screen.getByText(t('propertyRooms.facility.SWIMMING_POOL'))).toBeTruthy();
    expect(screen.getByText(t('propertyRooms.facility.AIR_CONDITIONING'))).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${roomTypeName('DOUBLE', 'id')} ·`))).toBeTruthy();
    await screen.findByText('Indonesia');
    expect(screen.queryByText('BOUTIQUE_HOTEL')).toBeNull();
  });

  it('browses photos at full size with the arrow keys', async () => {
    fakeServer(marketManager(), { 'GET /api/v1/review/properties/1005': () => json(200, review()) });
    renderAt('/v3/review/properties/1005');
    const open = await screen.findByRole('button', {
      name: t('review.lightbox.open', { index: 3, count: 3 }),
    });
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', {
      name: t('review.lightbox.title', { index: 3, count: 3 }),
    });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/media/3-large.jpg');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByRole('dialog', { name: t('review.lightbox.title', { index: 1, count: 3 }) });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    const back = await screen.findByRole('dialog', {
      name: t('review.lightbox.title', { index: 3, count: 3 }),
    });
    expect(within(back).getByRole('img').getAttribute('alt')).toBe('Kamar');
  });
});
