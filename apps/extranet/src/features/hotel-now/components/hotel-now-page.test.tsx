import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { FEATURE } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';

const PATH = '/v3/rates-and-availability/hotel-now-availability';
const H = 1002;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const villa = session({
  hotel: { hotelId: H, name: 'Villa Demo Bali', accommodationType: 'NHA', features: [FEATURE.HOTEL_NOW] },
});

const night = (date: string, open: boolean) => ({
  date,
  state: 'UPCOMING',
  allotment: 1,
  sold: 0,
  unsold: 1,
  open,
  rooms: open ? 1 : null,
  discountPercent: open ? 20 : null,
});
const availability = (open: boolean) => ({
  window: {
    status: 'OPENS_TODAY',
    night: '2026-11-22',
    opensAt: '2026-11-22T11:00:00.000Z',
    closesAt: '2026-11-22T21:00:00.000Z',
    now: '2026-11-22T07:00:00.000Z',
    startTime: '18:00',
    endTime: '04:00',
    timeZone: 'Asia/Jakarta',
  },
  limits: { minDiscountPercent: 10, maxDiscountPercent: 70 },
  nights: ['2026-11-24'],
  rooms: [{ roomId: 1201, name: 'Villa Satu', nights: [night('2026-11-24', open)] }],
});

afterEach(() => vi.unstubAllGlobals());

describe('Hotel Now availability', () => {
  it('after saving from the review dialog by keyboard, the focus is on the save bar (the review button is disabled)', async () => {
    const user = userEvent.setup();
    let saved = false;
    fakeServer(villa, {
      [`GET /api/v1/hotels/${H}/hotel-now`]: () => json(200, availability(saved)),
      [`PUT /api/v1/hotels/${H}/hotel-now`]: () => {
        saved = true;
        return json(200, { changed: 1, availability: availability(true) });
      },
    });
    const router = createMemoryRouter(buildRoutes(), { initialEntries: [PATH] });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const takesPart = await screen.findByRole('checkbox', { name: /^Ikut Hotel Now/ });
    takesPart.focus();
    await user.keyboard(' ');
    const rooms = screen.getByRole('textbox', { name: /^Jumlah kamar, malam/ });
    await user.clear(rooms);
    await user.type(rooms, '1');
    const discount = screen.getByRole('textbox', { name: /^Diskon dalam persen, malam/ });
    await user.clear(discount);
    await user.type(discount, '20');
    const bar = screen.getByRole('region', { name: tx('hotelNow.save.review') });
    const review = within(bar).getByRole('button', { name: tx('hotelNow.save.review') });
    await waitFor(() => expect((review as HTMLButtonElement).disabled).toBe(false));
    review.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    within(dialog)
      .getByRole('button', { name: tx('hotelNow.save.confirm') })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(saved).toBe(true));
    expect((review as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(bar));
  });
});
