import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { DownloadPanel } from './side-panels';

function renderPanel() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <DownloadPanel hotelId={1001} today="2026-11-22" />
    </AppProviders>,
  );
  return screen.getByRole('link', { name: 'Unduh 30 hari' });
}

describe('DownloadPanel', () => {
  it('offers Excel by default and CSV on request, both as a download of 30 days from the start date', async () => {
    const link = renderPanel();
    const group = screen.getByRole('radiogroup', { name: 'Format file' });
    expect(group).toBeTruthy();
    const excel = screen.getByRole('radio', { name: 'Excel (.xlsx)' }) as HTMLInputElement;
    const csv = screen.getByRole('radio', { name: 'CSV (dipisah koma)' }) as HTMLInputElement;
    expect(excel.checked).toBe(true);
    expect(csv.checked).toBe(false);
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('href')).toBe(
      '/api/v1/hotels/1001/ari/export?from=2026-11-22&days=30&format=xlsx',
    );

    // Keyboard: the arrow key moves the choice to CSV.
    const user = userEvent.setup();
    await user.click(excel);
    await user.keyboard('{ArrowDown}');
    expect(csv.checked).toBe(true);
    expect(link.getAttribute('href')).toBe(
      '/api/v1/hotels/1001/ari/export?from=2026-11-22&days=30&format=csv',
    );
  });
});
