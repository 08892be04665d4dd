import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { translate } from '@extranet/i18n';
import { UiProvider } from '../provider/index.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { Dialog } from './dialog.js';

const inUi = (node: React.ReactNode) =>
  render(
    <UiProvider language="en" translate={(key, params) => translate('en', key, params)}>
      {node}
    </UiProvider>,
  );

/** A dialog opened by state, as a table row's "View" button or a switch asking for confirmation opens one. */
function OpenedByState({ confirm = false }: { confirm?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        View booking
      </button>
      {confirm ? (
        <ConfirmDialog
          title="Leave the campaign?"
          open={open}
          onOpenChange={setOpen}
          confirmLabel="Leave"
          onConfirm={() => undefined}
        />
      ) : (
        <Dialog title="Booking 5002376" open={open} onOpenChange={setOpen}>
          <p>Details</p>
        </Dialog>
      )}
    </>
  );
}

describe('a dialog opened by state', () => {
  it('gives focus back to the element that opened it when closed with Escape', async () => {
    const user = userEvent.setup();
    inUi(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'View booking' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Booking 5002376' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back after a confirmation is answered', async () => {
    const user = userEvent.setup();
    inUi(<OpenedByState confirm />);
    const opener = screen.getByRole('button', { name: 'View booking' });
    await user.click(opener);
    await screen.findByRole('alertdialog', { name: 'Leave the campaign?' });
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
