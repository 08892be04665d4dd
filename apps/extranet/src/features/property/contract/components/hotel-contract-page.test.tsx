import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { buildRoutes } from '../../../../app/router';
import { fakeServer, session } from '../../../../../test/fake-server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const t = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;

function renderContract() {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/hotel-contract'] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/v3/hotel-contract', () => {
  it('shows the signed agreement in its language with the signer and a PDF link', async () => {
    fakeServer(session(), {
      'GET /api/v1/hotels/101/agreement': () =>
        json(200, {
          version: '2026.1',
          currentVersion: '2027.1',
          language: 'en',
          name: 'Ayu Lestari',
          position: 'Owner',
          date: '2026-11-20',
          acceptedAt: '2026-11-20T03:00:00Z',
          acceptedBy: 'Ayu Lestari',
          propertyName: 'Hotel Demo Jakarta',
          title: 'Accommodation Partner Agreement',
          clauses: [{ title: '1. Parties', body: 'The marketplace and the partner.' }],
          pdfUrl: '/api/v1/hotels/101/agreement.pdf',
        }),
    });
    renderContract();
    await screen.findByRole('heading', { name: 'Accommodation Partner Agreement' });
    expect(screen.getByText('1. Parties').closest('article')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Ayu Lestari')).toBeTruthy();
    expect(screen.getByText('20 Nov 2026')).toBeTruthy();
    expect(screen.getByText(t('review.contract.outdated', { version: '2027.1' }))).toBeTruthy();
    const pdf = screen.getByRole('link', { name: t('review.contract.download') });
    expect(pdf.getAttribute('href')).toBe('/api/v1/hotels/101/agreement.pdf');
  });

  it('says clearly that nothing is signed yet when the server has no agreement', async () => {
    fakeServer(session(), {
      'GET /api/v1/hotels/101/agreement': () =>
        json(404, { code: 'AGREEMENT_NOT_SIGNED', message: 'Perjanjian kemitraan belum ditandatangani.' }),
    });
    renderContract();
    await screen.findByRole('heading', { name: t('review.contract.empty') });
    expect(screen.queryByRole('link', { name: t('review.contract.download') })).toBeNull();
  });

  it('offers a retry when the contract cannot be loaded', async () => {
    fakeServer(session(), {
      'GET /api/v1/hotels/101/agreement': () => json(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderContract();
    await screen.findByText(t('review.queue.retry'));
  });
});
