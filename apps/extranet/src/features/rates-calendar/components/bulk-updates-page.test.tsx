import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';

const PATH = '/v3/rates-and-availability/bulk-updates';
const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const jakarta = session({ hotel: { hotelId: H, name: 'Hotel Demo Jakarta' } });

/** The calendar read as the server sends it (runs of [value, count], one flag character per day). */
const ari = {
  hotelId: H,
  from: '2026-11-22',
  to: '2026-11-22',
  days: 1,
  occupancyBasedRate: false,
  rooms: [
    {
      roomId: 1101,
      roomName: 'Superior Double',
      minSellPrice: 550000,
      maxOccupancy: 2,
      allotment: [20, 1],
      sold: [1, 1],
    },
  ],
  ratePlans: [
    {
      roomId: 1101,
      ratePlanId: 2101,
      ratePlanName: 'Room Only',
      staticTariff: false,
      rate: [550000, 1],
      flags: '0',
    },
  ],
};

/** A date in a month's time as the day, month and year typed into the date segments (id: dd/mm/yyyy). */
function inAMonth(extra: number): string {
  const d = new Date(Date.now() + (30 + extra) * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}${pad(d.getMonth() + 1)}${d.getFullYear()}`;
}

afterEach(() => vi.unstubAllGlobals());

describe('bulk updates', () => {
  it('by keyboard, apply puts the focus on the result heading and undo on the summary heading', async () => {
    const user = userEvent.setup();
    let applied = 0;
    fakeServer(jakarta, {
      [`GET /api/v1/hotels/${H}/ari`]: () => json(200, ari),
      [`POST /api/v1/hotels/${H}/ari/bulk-updates`]: ({ body: raw }) => {
        const body = JSON.parse(raw) as { preview: boolean };
        if (!body.preview) applied++;
        return json(200, {
          preview: body.preview,
          batchId: body.preview ? null : 'b1',
          cells: 2,
          sample: [],
        });
      },
      [`POST /api/v1/hotels/${H}/ari/bulk-updates/b1/undo`]: () => json(200, { cells: 2 }),
    });
    const router = createMemoryRouter(buildRoutes(), { initialEntries: [PATH] });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const segments = await screen.findAllByRole('spinbutton');
    segments[0]!.focus();
    await user.keyboard(`${inAMonth(0)}${inAMonth(1)}`);
    screen.getByRole('checkbox', { name: 'Room Only' }).focus();
    await user.keyboard(' ');
    screen.getByRole('checkbox', { name: tx('rates.bulk.setRate') }).focus();
    await user.keyboard(' ');
    await user.type(screen.getByRole('textbox', { name: /^Harga \(IDR\)/ }), '700000');
    screen.getByRole('button', { name: tx('rates.bulk.preview') }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: tx('rates.bulk.previewTitle') }),
      ),
    );

    // Apply asks first, with the preview's count; going back writes nothing.
    screen.getByRole('button', { name: tx('rates.bulk.apply') }).focus();
    await user.keyboard('{Enter}');
    const question = await screen.findByRole('alertdialog', { name: tx('rates.bulk.confirmApply.title') });
    expect(question.textContent).toContain(tx('rates.bulk.confirmApply.message_other', { count: 2 }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: tx('rates.bulk.confirmApply.cancel') }),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(applied).toBe(0);

    screen.getByRole('button', { name: tx('rates.bulk.apply') }).focus();
    await user.keyboard('{Enter}');
    await user.click(
      await screen.findByRole('button', { name: tx('rates.bulk.confirmApply.confirm_other', { count: 2 }) }),
    );
    const appliedHeading = await screen.findByRole('heading', {
      name: tx('rates.bulk.applied_other', { count: 2 }),
    });
    await waitFor(() => expect(document.activeElement).toBe(appliedHeading));
    expect(applied).toBe(1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: tx('rates.bulk.undo') }));

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: tx('rates.bulk.summary') })),
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: tx('rates.bulk.preview') }));
  });
});
