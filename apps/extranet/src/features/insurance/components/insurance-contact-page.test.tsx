import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { FEATURE } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const saved = {
  contact: {
    name: 'Rina Wulandari',
    email: 'rina@example.com',
    phone: '81234567890',
    position: 'Front office',
  },
  updatedAt: '2027-02-20T03:00:00.000Z',
};

function renderPage(save: (body: string) => Response, roles = [7]) {
  const puts: unknown[] = [];
  fakeServer(session({ hotel: { hotelId: H, roles, features: [FEATURE.INSURANCE] } }), {
    [`GET /api/v1/hotels/${H}/insurance/contact`]: () => json(200, saved),
    [`PUT /api/v1/hotels/${H}/insurance/contact`]: ({ body }) => {
      puts.push(JSON.parse(body));
      return save(body);
    },
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/insurance/contact'] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, puts, router };
}

const field = (key: string) =>
  within(screen.getByRole('form', { name: tx('insurance.contact.title') })).getByLabelText(tx(key), {
    exact: false,
  }) as HTMLInputElement;

describe('insurance contact page', () => {
  it('shows the saved contact, checks the fields like the server, then saves', async () => {
    const user = userEvent.setup();
    const { container, puts } = renderPage((body) =>
      json(200, { contact: JSON.parse(body), updatedAt: saved.updatedAt }),
    );
    await screen.findByRole('heading', { level: 1, name: tx('insurance.contact.title') });
    await waitFor(() => expect(field('insurance.contact.name').value).toBe('Rina Wulandari'));
    expect(await axeViolations(container)).toEqual([]);

    await user.clear(field('insurance.contact.email'));
    await user.type(field('insurance.contact.email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: tx('insurance.contact.save') }));
    await waitFor(() => expect(field('insurance.contact.email').getAttribute('aria-invalid')).toBe('true'));
    expect(puts).toEqual([]);

    await user.clear(field('insurance.contact.email'));
    await user.type(field('insurance.contact.email'), 'dewi@example.com');
    await user.click(screen.getByRole('button', { name: tx('insurance.contact.save') }));
    await waitFor(() => expect(puts).toEqual([{ ...saved.contact, email: 'dewi@example.com' }]));
    expect(await screen.findByText(tx('insurance.contact.saved'))).toBeTruthy();
  });

  it("puts the server's field errors on the fields, and says when the save failed", async () => {
    const user = userEvent.setup();
    let answer = json(400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid',
      errors: [{ field: 'phone', code: 'INVALID', message: 'Nomor telepon tidak valid.' }],
    });
    renderPage(() => answer);
    await waitFor(() => expect(field('insurance.contact.name').value).toBe('Rina Wulandari'));
    await user.click(screen.getByRole('button', { name: tx('insurance.contact.save') }));
    expect(await screen.findByText('Nomor telepon tidak valid.')).toBeTruthy();

    answer = json(500, { code: 'INTERNAL', message: 'boom' });
    await user.click(screen.getByRole('button', { name: tx('insurance.contact.save') }));
    expect((await screen.findByText(tx('insurance.contact.failed'))).getAttribute('role')).toBe('alert');
  });

  it('is for administrators only: another role lands on access denied', async () => {
    const { router } = renderPage(() => json(200, saved), [5]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/app/access-denied'));
  });
});
