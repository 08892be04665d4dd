import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate } from '@extranet/i18n';
import { formatDate } from '../format/format';
import { AppProviders, createQueryClient } from '../../app/providers';
import { axeViolations } from '../../../test/axe';
import { BlackoutDatesField, sortedDates } from './blackout-dates-field';

const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const shown = (date: string) => formatDate(date, 'id', { weekday: true });

function Harness({
  initial,
  onChange,
  ...rest
}: {
  initial: string[];
  onChange?: (d: string[]) => void;
  maxPerYear?: number;
  error?: string;
  min?: string;
}) {
  const [dates, setDates] = useState(initial);
  return (
    <BlackoutDatesField
      name="blackoutDates"
      label="Tanggal blackout"
      value={dates}
      onChange={(next) => {
        setDates(next);
        onChange?.(next);
      }}
      {...rest}
    />
  );
}

function renderField(props: Parameters<typeof Harness>[0]) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <Harness {...props} />
    </AppProviders>,
  );
}

/** Queries inside the field (the toast region has its own alert). */
const field = () => within(screen.getByRole('group', { name: 'Tanggal blackout' }));

/** Types a date (id: day, month, year) into the date field's segments, by keyboard only. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, date: string) {
  const [y, m, d] = date.split('-');
  const segments = screen.getAllByRole('spinbutton');
  await user.click(segments[0]!);
  await user.keyboard(`${d}${m}${y}`);
}

describe('BlackoutDatesField', () => {
  it('keeps the dates sorted and unique', () => {
    expect(sortedDates(['2027-05-01', '2027-01-02', '2027-05-01'])).toEqual(['2027-01-02', '2027-05-01']);
  });

  it('adds a date by keyboard, lists the chips sorted with their count, removes one by its named button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderField({ initial: ['2027-04-10'], onChange, maxPerYear: 30 });
    expect(screen.getByText(tx('common.blackoutField.countMax', { count: 1, max: 30 }))).toBeTruthy();

    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('spinbutton');
    await user.keyboard('02042027');
    await user.tab(); // the calendar button
    await user.tab(); // add
    expect(document.activeElement).toBe(screen.getByRole('button', { name: tx('common.blackoutField.add') }));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['2027-04-02', '2027-04-10']);

    const list = screen.getByRole('list', { name: tx('common.blackoutField.list') });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('×', '')),
    ).toEqual([shown('2027-04-02'), shown('2027-04-10')]);
    expect(screen.getByText(tx('common.blackoutField.countMax', { count: 2, max: 30 }))).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    const first = screen.getByRole('button', {
      name: tx('common.blackoutField.remove', { date: shown('2027-04-02') }),
    });
    first.focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['2027-04-10']);
    // The focus moves to the chip that took its place.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: tx('common.blackoutField.remove', { date: shown('2027-04-10') }) }),
    );

    // Enter in the date's segments adds it too.
    await typeDate(user, '2027-05-01');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['2027-04-10', '2027-05-01']);
  });

  it('refuses a date twice, beyond the yearly maximum or before the minimum, with the reason', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField({ initial: ['2027-04-10', '2027-06-01'], onChange, maxPerYear: 2, min: '2027-01-01' });
    const add = screen.getByRole('button', { name: tx('common.blackoutField.add') });

    await user.click(add);
    expect(field().getByRole('alert').textContent).toBe(tx('common.blackoutField.pickFirst'));

    await typeDate(user, '2027-04-10');
    await user.click(add);
    expect(field().getByRole('alert').textContent).toBe(
      tx('validations.blackout.duplicate', { date: shown('2027-04-10') }),
    );

    await typeDate(user, '2027-08-17');
    await user.click(add);
    expect(field().getByRole('alert').textContent).toBe(
      tx('validations.blackout.tooMany', { max: 2, year: '2027' }),
    );

    await typeDate(user, '2026-12-31');
    await user.click(add);
    expect(field().getByRole('alert').textContent).toBe(
      tx('common.blackoutField.beforeMin', { date: formatDate('2027-01-01', 'id') }),
    );

    await typeDate(user, '2028-01-05'); // another year: within its maximum
    await user.click(add);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(['2027-04-10', '2027-06-01', '2028-01-05']);
    expect(field().queryByRole('alert')).toBeNull();
  });

  it('shows the form error on the field group', async () => {
    const { container } = renderField({ initial: ['2027-04-10'], error: 'Tanggal tidak valid' });
    expect(field().getByRole('alert').textContent).toBe('Tanggal tidak valid');
    const group = screen.getByRole('group', { name: 'Tanggal blackout' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });
});
