import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { contentScore } from '@extranet/domain';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { buildRoutes } from '../../../../app/router';
import { fakeServer, session } from '../../../../../test/fake-server';
import { generalPolicy } from '../test-fixtures';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const policy = generalPolicy({ saved: true, complete: true });

/** Everything done but the photos of the one unit: the next step is room photos. */
const score = contentScore({
  propertyPhotos: 15,
  roomPhotos: [0],
  descriptionLength: 100,
  facilities: 5,
  policyComplete: true,
  contactKinds: ['PRIMARY', 'AGREEMENT', 'FINANCE', 'RESERVATION'],
});

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, accommodationType: 'HOTEL' | 'NHA', lang: 'id' | 'en' = 'id') {
  if (lang === 'en') document.cookie = 'lang=en; Path=/';
  fakeServer(session({ hotel: { accommodationType, name: 'Villa Demo Bali', timeZone: 'Asia/Makassar' } }), {
    'GET /api/v1/hotels/101/general-policy': () => json(200, policy),
    'GET /api/v1/hotels/101/content-score': () => json(200, score),
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a home words the details pages as a property with units', () => {
  it.each([
    ['NHA', 'id', 'Detail properti'],
    ['NHA', 'en', 'Property details'],
    ['HOTEL', 'id', 'Detail hotel'],
    ['HOTEL', 'en', 'Hotel details'],
  ] as const)('%s in %s: hotel-details is titled "%s"', async (kind, lang, title) => {
    renderAt('/v3/property/hotel-details', kind, lang);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each([
    ['NHA', 'id', 'Unggah minimal 2 foto untuk setiap unit'],
    ['NHA', 'en', 'Upload at least 2 photos for every unit'],
    ['HOTEL', 'id', 'Unggah minimal 2 foto untuk setiap kamar'],
  ] as const)('%s in %s: the content score asks "%s"', async (kind, lang, text) => {
    renderAt('/v3/property/hotel-content-score', kind, lang);
    const checklist = await screen.findByRole('region', {
      name: lang === 'en' ? 'What to complete' : 'Yang perlu dilengkapi',
    });
    expect(within(checklist).getByText(text)).toBeTruthy();
    // The next step says it too.
    expect(screen.getAllByText(text)).toHaveLength(2);
    if (kind === 'NHA') expect(screen.queryAllByText(/every room|setiap kamar/)).toHaveLength(0);
  });
});
