import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';
import type { Photo, PhotoGallery } from './model';
import { PhotoManager } from './photo-manager';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const t = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;

const photo = (photoId: number, roomId: number | null, isMain: boolean): Photo => ({
  photoId,
  roomId,
  caption: '',
  isMain,
  sortOrder: photoId,
  width: 1200,
  height: 900,
  bytes: 500_000,
  urls: { large: `/media/101/${photoId}-large.jpg`, medium: '', thumb: `/media/101/${photoId}-thumb.jpg` },
  createdAt: '2027-02-28T16:30:00.000Z',
});

const gallery: PhotoGallery = {
  groups: [
    { roomId: null, name: null, photos: [photo(1, null, true), photo(2, null, false)] },
    { roomId: 7, name: 'Deluxe King', photos: [photo(3, 7, true)] },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, element?: React.ReactNode) {
  const routes = element ? [{ path: '*', element }] : buildRoutes();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('PhotoManager', () => {
  it('in a registration step: the group of its room, how many photos are still needed, no move to another room', async () => {
    fakeServer(session(), { 'GET /api/v1/hotels/101/photos': () => json(200, gallery) });
    renderAt('/', <PhotoManager hotelId={101} roomId={7} mode="registration" minimum={2} />);
    await screen.findByText(t('propertyPhotos.stillNeeded', { count: 1, minimum: 2 }));
    const cards = screen.getAllByTestId('photo-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText(t('propertyPhotos.main'))).toBeTruthy();
    expect(screen.queryByText(t('propertyPhotos.moveToOf', { name: 'Foto 1' }))).toBeNull();
    expect(screen.getByRole('button', { name: t('propertyPhotos.upload.browse') })).toBeTruthy();
  });

  it('says when there are enough photos', async () => {
    fakeServer(session(), { 'GET /api/v1/hotels/101/photos': () => json(200, gallery) });
    renderAt('/', <PhotoManager hotelId={101} mode="registration" minimum={2} />);
    await screen.findByText(t('propertyPhotos.enough', { minimum: 2 }));
    expect(screen.getAllByTestId('photo-card')).toHaveLength(2);
  });
});

describe('photo gallery page', () => {
  it('shows the property photos with the groups to filter by, and an error with a retry when the list fails', async () => {
    let fail = true;
    fakeServer(session(), {
      'GET /api/v1/hotels/101/photos': () =>
        fail ? json(500, { code: 'INTERNAL', message: 'x' }) : json(200, gallery),
    });
    renderAt('/v3/property/photo-gallery');
    const retry = await screen.findByRole('button', { name: /coba lagi/i });
    fail = false;
    retry.click();
    await waitFor(() => expect(screen.getAllByTestId('photo-card')).toHaveLength(2));
    expect(screen.getByText(t('propertyPhotos.filter'))).toBeTruthy();
    expect(screen.getAllByText(t('propertyPhotos.propertyGroup', { count: 2 })).length).toBeGreaterThan(0);
  });
});
