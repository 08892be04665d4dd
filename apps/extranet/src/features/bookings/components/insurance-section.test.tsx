import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { axeViolations } from '../../../../test/axe';
import { fakeServer } from '../../../../test/fake-server';
import type { BookingDetail } from '../model';
import { InsuranceSection } from './insurance-section';

const tx = (key: string) => translate('id', key) ?? key;
const withInsurance = (insurance: BookingDetail['insurance']) => ({ insurance }) as BookingDetail;

function renderSection(detail: BookingDetail) {
  fakeServer(null);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <InsuranceSection detail={detail} />
    </AppProviders>,
  );
}

describe('booking detail insurance line', () => {
  it('shows the plan, the guests covered, the premium and the claim limit', async () => {
    const { container } = renderSection(
      withInsurance({ planCode: 'TRAVEL_PLUS', premium: 120_000, coveredGuests: 2, claimLimit: 525_000_000 }),
    );
    const section = screen.getByRole('region', { name: tx('bookings.detail.insuranceTitle') });
    expect(within(section).getByText('TRAVEL_PLUS')).toBeTruthy();
    expect(within(section).getByText('2')).toBeTruthy();
    expect(section.textContent).toContain('120.000');
    expect(section.textContent).toContain('525.000.000');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is absent for a booking sold without insurance', () => {
    renderSection(withInsurance(null));
    expect(screen.queryByText(tx('bookings.detail.insuranceTitle'))).toBeNull();
  });
});
