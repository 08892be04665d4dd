import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { buildRoutes } from '../../../../app/router';
import { fakeServer, session } from '../../../../../test/fake-server';

// jsdom has no object URLs.
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(URL, objectUrls);
});

function renderPage() {
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: ['/v3/property/hotel-details/preview-pdf'],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('preview PDF page', () => {
  it('shows the PDF in a frame (the page policy frames blob: only, no plugins) and offers the download', async () => {
    Object.assign(URL, {
      createObjectURL: () => 'blob:http://localhost/pdf-1',
      revokeObjectURL: () => undefined,
    });
    fakeServer(session(), {
      'GET /api/v1/hotels/101/details.pdf': () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        }),
    });
    renderPage();
    // An <iframe> of the object URL: a browser draws it with its viewer (an <object> is a plugin, refused by
    // object-src 'none').
    const frame = await screen.findByTitle('PDF detail properti');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:http://localhost/pdf-1');
    expect(document.querySelector('object, embed')).toBeNull();
    // The download stays: in the header and beside the frame, for a browser that shows no PDF.
    const downloads = screen.getAllByRole('link', { name: 'Unduh PDF' });
    expect(downloads).toHaveLength(2);
    for (const link of downloads) {
      expect(link.getAttribute('href')).toBe('blob:http://localhost/pdf-1');
      expect(link.getAttribute('download')).toBe('property-101-details.pdf');
    }
    expect(screen.getByText(/PDF tidak tampil di atas\?/)).toBeTruthy();
  });
});
