import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { Schemas } from '@extranet/api';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';
import { savedRoom } from './test-fixtures';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

const room = savedRoom({ standardNameApplied: true });

function renderEdit(stored: Schemas['RoomData']) {
  const server = fakeServer(session(), {
    'GET /api/v1/hotels/101/room-data/1101': () => json(200, stored),
    'GET /api/v1/hotels/101/room-data': () => json(200, { items: [stored] }),
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/property/room-data/edit/1101'] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return server;
}

describe('room form', () => {
  it('a description too long: submit focuses its text area, not the toolbar', async () => {
    const server = renderEdit({ ...room, description: `<p>${'a'.repeat(1001)}</p>` });
    const submit = await screen.findByRole('button', { name: 'Simpan perubahan' });
    const description = await screen.findByRole('textbox', { name: 'Deskripsi' });
    fireEvent.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(screen.getByRole('button', { name: 'Tebal' })).not.toBe(document.activeElement);
    expect(description.getAttribute('aria-invalid')).toBe('true');
    // Nothing was sent.
    expect(server.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('previews the same standard name the saved room shows', async () => {
    renderEdit(room);
    // The form's preview in Indonesian: the view and list show this, not the English name the server keeps.
    expect(await screen.findByText('Kamar Deluxe Double, Bebas Rokok')).toBeTruthy();
  });
});
