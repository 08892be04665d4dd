import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { translate } from '@extranet/i18n';
import { UiProvider, useUi } from './ui-provider.js';
import { ErrorState } from '../error-state/error-state.js';
import { stepStatus } from '../stepper/stepper.js';

function Locale() {
  return <span>{useUi().locale}</span>;
}

describe('UiProvider', () => {
  it('gives components their strings in the chosen language', () => {
    render(
      <UiProvider language="id" translate={(key, params) => translate('id', key, params)}>
        <ErrorState />
      </UiProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Maaf, terjadi kesalahan.');
    expect(screen.getByRole('button').textContent).toBe('Coba lagi');
  });

  it('derives the formatting locale from the language unless given', () => {
    const { rerender } = render(
      <UiProvider language="en" translate={() => undefined}>
        <Locale />
      </UiProvider>,
    );
    expect(screen.getByText('en-GB')).toBeTruthy();
    rerender(
      <UiProvider language="en" locale="en-US" translate={() => undefined}>
        <Locale />
      </UiProvider>,
    );
    expect(screen.getByText('en-US')).toBeTruthy();
  });

  it('shows the key when there is no provider, never an empty label', () => {
    render(<ErrorState />);
    expect(screen.getByRole('heading').textContent).toBe('ui.errorState.title');
  });
});

describe('stepStatus', () => {
  it.each([
    [0, 2, 'complete'],
    [2, 2, 'current'],
    [3, 2, 'upcoming'],
  ] as const)('step %i with current %i is %s', (index, current, status) => {
    expect(stepStatus(index, current)).toBe(status);
  });
});
