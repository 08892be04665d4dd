import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translate } from '@extranet/i18n';
import { UiProvider } from '../provider/index.js';
import { TextArea } from './index.js';

const renderArea = (value: string, maxLength: number) =>
  render(
    <UiProvider language="en" translate={(key, params) => translate('en', key, params)}>
      <TextArea label="Reply" value={value} maxLength={maxLength} />
    </UiProvider>,
  );

describe('TextArea', () => {
  it('counts characters as the validation rules do: an emoji once', () => {
    renderArea('Terima kasih 😀', 14);
    expect(screen.getByText('14 / 14')).toBeTruthy();
    expect(screen.getByText('14 of 14 characters')).toBeTruthy();
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
  });

  it('is invalid past its limit', () => {
    renderArea('😀😀😀', 2);
    expect(screen.getByText('3 / 2')).toBeTruthy();
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });
});
