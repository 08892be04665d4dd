import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { FEATURE } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';

const PATH = '/v3/rates-and-availability/manage-calendar-sync';
const H = 1002;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const villa = session({
  hotel: { hotelId: H, name: 'Villa Demo Bali', accommodationType: 'NHA', features: [FEATURE.CALENDAR_SYNC] },
});

const calendar = {
  calendarId: 7,
  roomId: 1201,
  name: 'Airbnb',
  link: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastSyncAt: '2026-11-21T01:00:00.000Z',
  status: 'ERROR',
  errorCode: 'HTTP_STATUS',
  errorDetail: '404',
  eventCount: 3,
  closedDates: 3,
  closedRanges: [{ start: '2027-01-05', end: '2027-01-08' }],
  conflicts: [{ date: '2027-01-10', bookingId: 5000123, summary: 'Reserved' }],
};
const unit = (calendars: unknown[]) => ({
  roomId: 1201,
  name: 'Villa Satu',
  exportPath: '/api/v1/calendar-export/abcdefghijklmnopqrstuvwxyz012345.ics',
  calendars,
});

function renderPage(extra: Parameters<typeof fakeServer>[1]) {
  const fetch = fakeServer(villa, extra);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [PATH] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('manage calendar sync', () => {
  it('lists a unit with its calendar: status, translated fetch error, closed ranges and conflicts', async () => {
    renderPage({
      [`GET /api/v1/hotels/${H}/calendars/find-all`]: () => json(200, { units: [unit([calendar])] }),
    });
    const region = await screen.findByRole('region', {
      name: tx('calendarSync.unitHeading', { name: 'Villa Satu' }),
    });
    const row = within(region).getByRole('row', { name: /Airbnb/ });
    expect(row.textContent).toContain(tx('calendarSync.status.ERROR'));
    expect(row.textContent).toContain(tx('calendarSync.error.HTTP_STATUS', { detail: '404' }));
    expect(row.textContent).toContain(
      tx('calendarSync.rangeItem', { start: '5 Jan 2027', end: '8 Jan 2027' }),
    );
    expect(row.textContent).toContain(
      tx('calendarSync.conflictItem', { date: '10 Jan 2027', bookingId: 5000123, summary: 'Reserved' }),
    );
    // No ISO date anywhere in the row; the last sync in the property's time zone (08:00 WIB).
    expect(row.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(row.textContent).toMatch(/21 Nov 2026,? 08[.:]00/);
    const exportBox = within(region).getByRole('textbox', {
      name: new RegExp(tx('calendarSync.export.label', { name: 'Villa Satu' })),
    });
    expect((exportBox as HTMLInputElement).value).toMatch(/\/api\/v1\/calendar-export\/[\w-]+\.ics$/);
  });

  it('explains a failed fetch in words (an unknown host), never the system message', async () => {
    renderPage({
      [`GET /api/v1/hotels/${H}/calendars/find-all`]: () =>
        json(200, {
          units: [
            unit([
              { ...calendar, errorCode: 'HOST_NOT_FOUND', errorDetail: 'www.airbnb.com', conflicts: [] },
            ]),
          ],
        }),
    });
    const region = await screen.findByRole('region', {
      name: tx('calendarSync.unitHeading', { name: 'Villa Satu' }),
    });
    const row = within(region).getByRole('row', { name: /Airbnb/ });
    expect(row.textContent).toContain(tx('calendarSync.error.HOST_NOT_FOUND', { detail: 'www.airbnb.com' }));
    expect(row.textContent).not.toMatch(/getaddrinfo|ENOTFOUND|%\w+%/);
  });

  it('gives each unit one h2 and three h3 parts, and marks calendar sync in the rates sub-navigation', async () => {
    renderPage({
      [`GET /api/v1/hotels/${H}/calendars/find-all`]: () => json(200, { units: [unit([])] }),
    });
    const region = await screen.findByRole('region', {
      name: tx('calendarSync.unitHeading', { name: 'Villa Satu' }),
    });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([tx('calendarSync.imported'), tx('calendarSync.add.title'), tx('calendarSync.export.title')]);
    expect(within(region).queryAllByRole('heading', { level: 4 })).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: tx('ratePlans.nav.label') });
    const current = within(nav).getByRole('link', { name: tx('ratePlans.nav.calendarSync') });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('shows the empty state without units', async () => {
    renderPage({ [`GET /api/v1/hotels/${H}/calendars/find-all`]: () => json(200, { units: [] }) });
    expect(await screen.findByText(tx('calendarSync.empty'))).toBeTruthy();
  });

  it('shows the error state with a retry when the list fails, and the list after the retry', async () => {
    let calls = 0;
    renderPage({
      [`GET /api/v1/hotels/${H}/calendars/find-all`]: () =>
        ++calls === 1
          ? json(404, { code: 'NOT_FOUND', message: 'Data tidak ditemukan' })
          : json(200, { units: [unit([])] }),
    });
    const retry = await screen.findByRole('button', { name: tx('shell.crash.retry') });
    fireEvent.click(retry);
    expect(
      await screen.findByRole('region', { name: tx('calendarSync.unitHeading', { name: 'Villa Satu' }) }),
    ).toBeTruthy();
  });

  it('validates the new calendar with the shared rules (Indonesian) before calling the server', async () => {
    const fetch = renderPage({
      [`GET /api/v1/hotels/${H}/calendars/find-all`]: () => json(200, { units: [unit([])] }),
      [`POST /api/v1/hotels/${H}/calendars`]: () =>
        json(201, { ...calendar, status: 'PENDING', conflicts: [] }),
    });
    const form = await screen.findByRole('form', {
      name: tx('calendarSync.add.formLabel', { name: 'Villa Satu' }),
    });
    fireEvent.change(within(form).getByLabelText(new RegExp(`^${tx('calendarSync.add.name')}`)), {
      target: { value: 'Order Airbnb' },
    });
    fireEvent.change(within(form).getByLabelText(/^Tautan iCal/), { target: { value: 'bukan tautan' } });
    fireEvent.click(within(form).getByRole('button', { name: tx('calendarSync.add.submit') }));
    await waitFor(() =>
      expect(form.textContent).toContain(
        tx('validations.calendarSync.forbiddenName', { words: 'booking, order, pesanan' }),
      ),
    );
    const posted = () =>
      fetch.mock.calls.filter(([input, init]) => {
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        const url = input instanceof Request ? input.url : String(input);
        return method === 'POST' && url.endsWith('/calendars');
      }).length;
    expect(posted()).toBe(0);
    fireEvent.change(within(form).getByLabelText(new RegExp(`^${tx('calendarSync.add.name')}`)), {
      target: { value: 'Airbnb' },
    });
    fireEvent.change(within(form).getByLabelText(/^Tautan iCal/), {
      target: { value: 'https://www.airbnb.com/calendar/ical/123.ics' },
    });
    fireEvent.click(within(form).getByRole('button', { name: tx('calendarSync.add.submit') }));
    await waitFor(() => expect(posted()).toBe(1));
  });

  it('after deleting a calendar (keyboard: Enter on delete, Enter on confirm) the focus goes to the imported calendars heading', async () => {
    const user = userEvent.setup();
    let calendars: unknown[] = [calendar];
    renderPage({
      [`GET /api/v1/hotels/${H}/calendars/find-all`]: () => json(200, { units: [unit(calendars)] }),
      [`DELETE /api/v1/hotels/${H}/calendars/7`]: () => {
        calendars = [];
        return json(200, { code: 'SUCCESS', message: 'Berhasil.' });
      },
    });
    const remove = await screen.findByRole('button', {
      name: tx('calendarSync.deleteOf', { name: 'Airbnb' }),
    });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await user.tab();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: tx('calendarSync.delete') }),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Airbnb/ })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: tx('calendarSync.imported') })),
    );
  });
});
