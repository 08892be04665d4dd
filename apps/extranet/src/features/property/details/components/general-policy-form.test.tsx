import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { fakeServer } from '../../../../../test/fake-server';
import type { GeneralPolicy } from '../model';
import { GeneralPolicyForm } from './general-policy-form';
import { generalPolicy } from '../test-fixtures';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const policy = generalPolicy();

afterEach(() => vi.unstubAllGlobals());

function renderForm(onSaved: (p: GeneralPolicy) => void) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <GeneralPolicyForm hotelId={101} mode="registration" onSaved={onSaved} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('GeneralPolicyForm in the registration wizard', () => {
  it('reads "save and continue", sends the policy and hands the saved one on', async () => {
    const sent: unknown[] = [];
    fakeServer(null, {
      'GET /api/v1/hotels/101/general-policy': () => json(200, policy),
      'PUT /api/v1/hotels/101/general-policy': ({ body }) => {
        sent.push(JSON.parse(body));
        return json(200, { ...policy, saved: true, complete: true, updatedAt: '2027-02-28T10:00:00Z' });
      },
    });
    const onSaved = vi.fn();
    renderForm(onSaved);
    const button = await screen.findByRole('button', { name: 'Simpan dan lanjutkan' });
    await userEvent.click(button);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ complete: true });
    expect(sent[0]).toMatchObject({
      allowAllAge: true,
      setMinAge: null,
      childrenPolicy: { adultMinAge: 12 },
    });
  });

  it("puts the server's field error on its field", async () => {
    fakeServer(null, {
      'GET /api/v1/hotels/101/general-policy': () => json(200, policy),
      'PUT /api/v1/hotels/101/general-policy': () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: 'Data tidak valid',
          errors: [
            {
              field: 'childrenPolicy.adultMinAge',
              code: 'CHILDREN_RATE_PLAN_OUTSIDE_POLICY',
              message: 'Ubah rate plan anak dulu',
            },
          ],
        }),
    });
    const onSaved = vi.fn();
    renderForm(onSaved);
    await userEvent.click(await screen.findByRole('button', { name: 'Simpan dan lanjutkan' }));
    expect(await screen.findByText('Ubah rate plan anak dulu')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
