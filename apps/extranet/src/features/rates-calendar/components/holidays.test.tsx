import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { addDays, addMonths, daysBetween } from '@extranet/domain';
import { translate, type Language } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';
import { restoreTestClock } from '../../../../test/clock';

const H = 1001;
/** The property's today by the fixed clock (Asia/Jakarta): the calendar reads 90 days back to 11 months on. */
const TODAY = '2026-11-24';
const FROM = addDays(TODAY, -90);
const DAYS = daysBetween(FROM, addMonths(TODAY, 11)) + 1;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ari = {
  hotelId: H,
  from: FROM,
  to: addDays(FROM, DAYS - 1),
  days: DAYS,
  occupancyBasedRate: false,
  rooms: [
    {
      roomId: 1101,
      roomName: 'Superior Double',
      minSellPrice: 550000,
      maxOccupancy: 2,
      allotment: [20, DAYS],
      sold: [0, DAYS],
    },
  ],
  ratePlans: [
    {
      roomId: 1101,
      ratePlanId: 2101,
      ratePlanName: 'Room Only',
      staticTariff: false,
      rate: [550000, DAYS],
      flags: '0'.repeat(DAYS),
    },
  ],
};

// The grid draws from the window's first day in jsdom (no scrolling): holidays on its second and third day.
const holidays = {
  items: [
    { date: addDays(FROM, 1), kind: 'NATIONAL', nameId: 'Hari Uji', nameEn: 'Test Day', tentative: false },
    {
      date: addDays(FROM, 2),
      kind: 'COLLECTIVE_LEAVE',
      nameId: 'Cuti Uji',
      nameEn: 'Test Leave',
      tentative: true,
    },
  ],
  page: { page: 0, size: 100, total: 2 },
};

function renderCalendar(lang: Language, holidaysAnswer: () => Response) {
  document.cookie = `lang=${lang}; Path=/`;
  const mock = fakeServer(session({ hotel: { hotelId: H, name: 'Hotel Demo Jakarta' } }), {
    [`GET /api/v1/hotels/${H}/ari`]: () => json(200, ari),
    'GET /api/v1/holidays': holidaysAnswer,
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/rates-and-availability'] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, mock };
}

// jsdom has no layout: the grid draws the columns in view of a 1200 × 600 viewport (as the ui package's tests).
const SIZES = [
  ['clientWidth', 1200],
  ['clientHeight', 600],
  ['offsetWidth', 1200],
  ['offsetHeight', 600],
] as const;
const originalRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = () =>
    ({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      bottom: 600,
      right: 1200,
      width: 1200,
      height: 600,
      toJSON: () => ({}),
    }) as DOMRect;
  for (const [prop, value] of SIZES)
    Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => value });
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = originalRect;
  for (const [prop] of SIZES) Reflect.deleteProperty(HTMLElement.prototype, prop);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00+07:00'));
});
afterEach(() => {
  restoreTestClock();
  vi.unstubAllGlobals();
});

describe('rates calendar: holidays', () => {
  it.each([
    ['id', 'Hari Uji', 'Cuti Uji'],
    ['en', 'Test Day', 'Test Leave'],
  ] as const)(
    'marks the holidays of the window by name (%s), an expected date says so, axe clean',
    async (lang, name, leave) => {
      const { container, mock } = renderCalendar(lang, () => json(200, holidays));
      const grid = await screen.findByRole('grid');
      const header = await within(grid).findByTitle(name);
      expect(header.getAttribute('role')).toBe('columnheader');
      expect(header.textContent).toContain(`, ${name}`);
      const expected = translate(lang, 'rates.holidays.tentative', { name: leave })!;
      expect(within(grid).getByTitle(expected).textContent).toContain(expected);
      // The call asks for the calendar's window, one page of 100.
      const call = mock.mock.calls
        .map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost'))
        .find((url) => url.pathname === '/api/v1/holidays')!;
      expect(Object.fromEntries(call.searchParams)).toEqual({
        from: ari.from,
        to: ari.to,
        page: '0',
        limit: '100',
      });
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it(
    'when the holidays cannot be read, the calendar still works and says so, with a retry',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup();
      // The app retries a server error twice before it gives up: the holidays fail until the retry button.
      let failing = true;
      renderCalendar('id', () =>
        failing ? json(500, { code: 'INTERNAL', message: 'x' }) : json(200, holidays),
      );
      const alert = await screen.findByText(translate('id', 'rates.holidays.loadFailed')!, {});
      expect(screen.getByRole('grid')).toBeTruthy();
      expect(screen.queryByTitle('Hari Uji')).toBeNull();
      failing = false;
      await user.click(
        within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
          name: translate('id', 'rates.holidays.retry')!,
        }),
      );
      expect(await screen.findByTitle('Hari Uji')).toBeTruthy();
      expect(screen.queryByText(translate('id', 'rates.holidays.loadFailed')!)).toBeNull();
    },
  );
});
