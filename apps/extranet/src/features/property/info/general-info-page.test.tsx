import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { Schemas } from '@extranet/api';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const generalInfo: Schemas['GeneralInfo'] = {
  name: 'Hotel Demo Jakarta',
  starRating: 4,
  description: '',
  address: 'Jl. Sudirman 1',
  country: 'ID',
  provinceCode: '31',
  regencyCode: '31.71',
  districtCode: '31.71.07',
  city: '',
  postalCode: '10220',
  latitude: null,
  longitude: null,
  phoneCode: '+62',
  phone: '215550123',
  email: 'info@example.com',
  website: '',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  propertyType: 'BOUTIQUE_HOTEL',
  accommodationType: 'HOTEL',
};

const { propertyType: _p, accommodationType: _a, ...proposed } = generalInfo;
const answer: Schemas['GeneralInfoAnswer'] = {
  generalInfo,
  picContact: null,
  editMode: 'CHANGE_REQUEST',
  changeRequest: {
    requestId: 100001,
    status: 'REJECTED',
    proposed: { ...proposed, name: 'Hotel Baru' },
    reason: 'Nama tidak sesuai akta',
    createdAt: '2026-11-01T03:00:00Z',
    decidedAt: '2026-11-02T03:00:00Z',
    requestedBy: 'Admin Demo',
    decidedBy: 'Market Manager',
  },
};

const contacts: Schemas['ContactList'] = {
  items: [
    {
      contactId: 7,
      name: 'Sari Dewi',
      position: 'Owner',
      email: 'sari@example.com',
      mobileCode: '+62',
      mobile: '81234567',
      phone: null,
      fax: null,
      kinds: ['PRIMARY'],
      isUser: false,
    },
  ],
  complete: false,
  missingKinds: ['AGREEMENT', 'FINANCE', 'RESERVATION'],
};

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/property/hotel-general-info'] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('general info page', () => {
  it('shows a rejected request with its reason, and which contact kinds are missing', async () => {
    fakeServer(session(), {
      'GET /api/v1/hotels/101/general-info': () => json(200, answer),
      'GET /api/v1/hotels/101/contacts': () => json(200, contacts),
    });
    renderPage();
    const request = await screen.findByTestId('change-request');
    expect(request.textContent).toContain('Ditolak');
    expect(request.textContent).toContain('Alasan: Nama tidak sesuai akta');
    // The property type by its name, not its code.
    expect(screen.getByText('Hotel butik')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Nama properti/ }) as HTMLInputElement).value).toBe(
      'Hotel Demo Jakarta',
    );
    await waitFor(() =>
      expect(screen.getByText(/Masih belum ada kontak untuk/).textContent).toContain('Keuangan'),
    );
    // A contact holding a kind offers no delete button, only the hint.
    expect(screen.queryByRole('button', { name: 'Hapus Sari Dewi' })).toBeNull();
    expect(screen.getByText(/Berikan jenis kontaknya ke kontak lain/)).toBeTruthy();
  });

  it.each([
    ['Asia/Jakarta', 'SENT', null, 'Dikirim 28 Nov 2026, 19.44 WIB', null],
    [
      'Asia/Makassar',
      'APPROVED',
      '2026-11-29T01:05:00Z',
      'Dikirim 28 Nov 2026, 20.44 WITA',
      'Diputuskan 29 Nov 2026, 09.05 WITA',
    ],
  ] as const)(
    'in %s a %s request shows its times in the property zone, with the zone',
    async (timeZone, status, decidedAt, sent, decided) => {
      fakeServer(session({ hotel: { timeZone } }), {
        'GET /api/v1/hotels/101/general-info': () =>
          json(200, {
            ...answer,
            changeRequest: {
              ...answer.changeRequest!,
              status,
              reason: null,
              createdAt: '2026-11-28T12:44:00Z',
              decidedAt,
              decidedBy: decidedAt ? 'Market Manager' : null,
            },
          }),
        'GET /api/v1/hotels/101/contacts': () => json(200, contacts),
      });
      renderPage();
      const request = await screen.findByTestId('change-request');
      expect(within(request).getByText(sent)).toBeTruthy();
      if (decided) expect(within(request).getByText(decided)).toBeTruthy();
      else expect(within(request).queryByText(/^Diputuskan/)).toBeNull();
    },
  );

  it("puts the server's field errors on their fields", async () => {
    fakeServer(session(), {
      'GET /api/v1/hotels/101/general-info': () => json(200, answer),
      'GET /api/v1/hotels/101/contacts': () => json(200, contacts),
      'PUT /api/v1/hotels/101/general-info': () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: 'Periksa kembali isian Anda.',
          errors: [
            {
              field: 'phone',
              code: 'phone.notValid',
              message: 'Nomor ini tidak valid untuk kode negara +62',
            },
          ],
        }),
    });
    renderPage();
    const submit = await screen.findByRole('button', { name: 'Kirim permintaan perubahan' });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByText('Nomor ini tidak valid untuk kode negara +62')).toBeTruthy());
  });

  it('closes the contact form as the saved list shows, so the next contact opened stays open', async () => {
    const budi: Schemas['ContactList']['items'][number] = {
      ...contacts.items[0]!,
      contactId: 8,
      name: 'Budi Santoso',
      email: 'budi@example.com',
      kinds: ['AGREEMENT', 'FINANCE', 'RESERVATION'],
    };
    // The page refreshes the general info after a save; it is held until the test lets it answer.
    let release: () => void = () => undefined;
    let infoCalls = 0;
    fakeServer(session(), {
      'GET /api/v1/hotels/101/general-info': () => {
        infoCalls += 1;
        return json(200, answer);
      },
      'GET /api/v1/hotels/101/contacts': () => json(200, contacts),
      'POST /api/v1/hotels/101/contacts': () =>
        json(200, { items: [contacts.items[0], budi], complete: true, missingKinds: [] }),
    });
    const fetchMock = vi.mocked(globalThis.fetch);
    const answerFetch = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/general-info') && infoCalls > 0)
        await new Promise<void>((resolve) => (release = resolve));
      return answerFetch(input, init);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah kontak' }));
    const added = screen.getByRole('form', { name: 'Kontak baru' });
    const fill = (name: RegExp, value: string) =>
      fireEvent.change(within(added).getByRole('textbox', { name }), { target: { value } });
    fill(/Nama lengkap/, 'Budi Santoso');
    fill(/Jabatan/, 'Owner');
    fill(/E-mail/, 'budi@example.com');
    fill(/Nomor ponsel/, '81234568');
    fireEvent.click(within(added).getByRole('button', { name: 'Simpan kontak' }));
    // The new card and a closed form in one render, while the refresh is still on its way.
    const edit = await screen.findByRole('button', { name: 'Ubah Budi Santoso' });
    expect(screen.queryByRole('form', { name: 'Kontak baru' })).toBeNull();
    fireEvent.click(edit);
    expect(screen.getByRole('form', { name: 'Ubah kontak' })).toBeTruthy();
    release();
    await waitFor(() => expect(infoCalls).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('form', { name: 'Ubah kontak' })).toBeTruthy();
  });
});
