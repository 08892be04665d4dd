import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import type { components } from '@extranet/api';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

type Row = components['schemas']['CsBookingRow'];
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** cs@: the marketplace staff role 12 on the account, no property. */
function customerService() {
  const s = session();
  return { ...s, hotels: [], currentHotelId: null, account: { ...s.account, role: '12', businessId: '' } };
}

const row = (bookingId: number, over: Partial<Row> = {}): Row => ({
  bookingId,
  itineraryId: `TVL-${bookingId}`,
  property: { hotelId: 1002, name: 'Villa Demo Bali', city: 'Badung' },
  guestName: 'Wulan Santoso',
  checkIn: '2027-03-10',
  checkOut: '2027-03-12',
  nights: 2,
  roomName: 'Deluxe',
  status: 'ISSUED',
  totalPrice: 1_500_000,
  currency: 'IDR',
  createdAt: '2027-02-20T03:00:00.000Z',
  ...over,
});

const detail = (bookingId: number): components['schemas']['CsBookingDetail'] => ({
  booking: row(bookingId),
  ratePlanName: 'Room only',
  adults: 2,
  children: 0,
  channel: 'STANDARD',
  cancelledAt: null,
  today: '2027-02-28',
  property: {
    hotelId: 1002,
    name: 'Villa Demo Bali',
    city: 'Badung',
    address: 'Jl. Pantai 1',
    activeStatus: 2,
    accommodationType: 'NHA',
    timeZone: 'Asia/Makassar',
    contacts: [
      {
        name: 'Resa Bali',
        position: 'Reservations',
        email: 'resa@bali.example',
        phone: '+628111222333',
        kinds: ['RESERVATION'],
      },
    ],
    reservationUsers: [
      {
        name: 'Reservasi Demo',
        position: null,
        email: 'reservation@demo.extranet',
        phone: '+6281200000002',
        kinds: [],
      },
    ],
  },
});

function renderAt(url: string, routes: Record<string, (n: number) => Response>) {
  const counters: Record<string, number> = {};
  const handlers = Object.fromEntries(
    Object.entries(routes).map(([k, answer]) => [
      k,
      () => {
        counters[k] = (counters[k] ?? 0) + 1;
        return answer(counters[k] - 1);
      },
    ]),
  );
  const mock = fakeServer(customerService(), handlers);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const calls = (part: string) =>
    mock.mock.calls
      .map(([input]) => String(input instanceof Request ? input.url : input))
      .filter((u) => u.includes(part))
      .map((u) => new URL(u, 'http://localhost'));
  return { ...view, router, calls };
}

describe('customer service page', () => {
  it('lists bookings of every property, searches from the URL, pages and opens a booking with its contacts', async () => {
    const { container, router, calls } = renderAt('/v3/customer-service/list', {
      'GET /api/v1/customer-service/bookings': (n) =>
        json(200, {
          items:
            n === 0
              ? [
                  row(5000002),
                  row(5000001, {
                    status: 'CANCELLED',
                    property: { hotelId: 1001, name: 'Hotel Demo Jakarta', city: 'Jakarta' },
                  }),
                ]
              : [row(n === 1 ? 5000009 : 5000010)],
          page: n === 2 ? 1 : 0,
          size: 20,
          hasNext: n < 2,
        }),
      'GET /api/v1/customer-service/bookings/5000002': () => json(200, detail(5000002)),
    });
    await screen.findByRole('heading', { level: 1, name: tx('customerService.title') });
    const table = await screen.findByRole('table', { name: tx('customerService.results.caption') });
    expect(within(table).getByText('Hotel Demo Jakarta')).toBeTruthy();
    expect(within(table).getAllByText('Villa Demo Bali')).toHaveLength(1);
    expect(within(table).getByText(tx('bookings.status.CANCELLED'))).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    // A search goes to the URL (shareable) and to the server.
    fireEvent.change(screen.getByRole('searchbox', { name: tx('customerService.filters.q') }), {
      target: { value: 'wulan' },
    });
    fireEvent.click(screen.getByRole('button', { name: tx('customerService.filters.search') }));
    await screen.findByText('5000009');
    expect(router.state.location.search).toBe('?q=wulan');
    expect(calls('/customer-service/bookings').at(-1)!.searchParams.get('q')).toBe('wulan');

    // The next page, in the URL too.
    fireEvent.click(screen.getByRole('button', { name: tx('customerService.results.next') }));
    await screen.findByText('5000010');
    expect(screen.getByText(tx('customerService.results.pageLabel', { page: 2 }))).toBeTruthy();
    expect(router.state.location.search).toBe('?q=wulan&page=1');
    expect(calls('/customer-service/bookings').at(-1)!.searchParams.get('page')).toBe('1');
    expect(
      screen.getByRole('button', { name: tx('customerService.results.next') }).hasAttribute('disabled'),
    ).toBe(true);
    // Opening a booking: its property's contacts as tel: and mailto: links.
    router.navigate('/v3/customer-service/list?booking=5000002');
    const dialog = await screen.findByRole('dialog', {
      name: tx('customerService.detail.title', { id: 5000002 }),
    });
    const call = await within(dialog).findByRole('link', {
      name: tx('customerService.contact.call', { name: 'Resa Bali', phone: '+628111222333' }),
    });
    expect(call.getAttribute('href')).toBe('tel:+628111222333');
    expect(
      within(dialog)
        .getByRole('link', {
          name: tx('customerService.contact.mail', {
            name: 'Reservasi Demo',
            email: 'reservation@demo.extranet',
          }),
        })
        .getAttribute('href'),
    ).toBe('mailto:reservation@demo.extranet');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the field errors of bad filters without asking the server, and an empty result', async () => {
    const { calls } = renderAt('/v3/customer-service/list?q=zz', {
      'GET /api/v1/customer-service/bookings': () =>
        json(200, { items: [], page: 0, size: 20, hasNext: false }),
    });
    expect(await screen.findByText(tx('customerService.results.empty'))).toBeTruthy();
    const before = calls('/customer-service/bookings').length;
    fireEvent.change(screen.getByRole('searchbox', { name: tx('customerService.filters.q') }), {
      target: { value: 'a' },
    });
    fireEvent.click(screen.getByRole('button', { name: tx('customerService.filters.search') }));
    expect(await screen.findByText(tx('errors.field.TOO_SHORT', { limit: 2 }))).toBeTruthy();
    expect(calls('/customer-service/bookings').length).toBe(before);
  });

  it('shows at once why a shared link with bad filters searched nothing', async () => {
    const { calls } = renderAt('/v3/customer-service/list?q=a&from=2027-03-01', {
      'GET /api/v1/customer-service/bookings': () =>
        json(200, { items: [], page: 0, size: 20, hasNext: false }),
    });
    expect(await screen.findByText(tx('errors.field.TOO_SHORT', { limit: 2 }))).toBeTruthy();
    expect(screen.getByText(tx('errors.field.REQUIRED'))).toBeTruthy();
    expect(calls('/customer-service/bookings')).toEqual([]);
  });

  it('says when the server fails', async () => {
    renderAt('/v3/customer-service/list', {
      'GET /api/v1/customer-service/bookings': () => json(500, { code: 'INTERNAL', message: 'x' }),
    });
    expect(await screen.findByRole('button', { name: tx('shell.serverProblem.retry') })).toBeTruthy();
  });

  it('finds properties on their tab with status and contacts', async () => {
    const { container } = renderAt('/v3/customer-service/list?tab=properties&q=bali', {
      'GET /api/v1/customer-service/properties': () =>
        json(200, { items: [detail(1).property], page: 0, size: 20, hasNext: false }),
    });
    const table = await screen.findByRole('table', { name: tx('customerService.results.propertiesCaption') });
    expect(within(table).getByText(tx('common.activeStatus.APPROVE_ONLINE'))).toBeTruthy();
    expect(
      within(table).getByRole('link', {
        name: tx('customerService.contact.call', { name: 'Resa Bali', phone: '+628111222333' }),
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('tab', { name: tx('customerService.tabs.properties') }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("gives each tab its own search and an empty-state hint about that tab's search", async () => {
    const { router, calls } = renderAt('/v3/customer-service/list', {
      'GET /api/v1/customer-service/bookings': () =>
        json(200, { items: [], page: 0, size: 20, hasNext: false }),
      'GET /api/v1/customer-service/properties': () =>
        json(200, { items: [], page: 0, size: 20, hasNext: false }),
    });
    await screen.findByText(tx('customerService.results.empty'));
    fireEvent.change(screen.getByRole('searchbox', { name: tx('customerService.filters.q') }), {
      target: { value: 'Rizky Saputra' },
    });
    fireEvent.click(screen.getByRole('button', { name: tx('customerService.filters.search') }));
    await screen.findByText(tx('customerService.results.emptyBody'));
    expect(calls('/customer-service/bookings').at(-1)!.searchParams.get('q')).toBe('Rizky Saputra');

    // Radix tabs activate on the pointer's press (as a real click does).
    fireEvent.mouseDown(screen.getByRole('tab', { name: tx('customerService.tabs.properties') }), {
      button: 0,
    });
    expect(await screen.findByText(tx('customerService.results.emptyBodyProperties'))).toBeTruthy();
    expect(screen.queryByText(tx('customerService.results.emptyBody'))).toBeNull();
    // The guest's name is not carried over to the properties' search.
    expect(
      (screen.getByRole('searchbox', { name: tx('customerService.filters.q') }) as HTMLInputElement).value,
    ).toBe('');
    expect(router.state.location.search).toBe('?tab=properties');
    expect(calls('/customer-service/properties').every((u) => !u.searchParams.has('q'))).toBe(true);
  });
});
