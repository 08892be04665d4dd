import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { translate } from '@extranet/i18n';
import { IMAGE_MAX_FILE_BYTES, IMAGE_MIN_FILE_BYTES } from '@extranet/domain';
import { AppProviders, createQueryClient } from '../../app/providers';
import { problemMessage } from './upload-plan';
import { UploadZone } from './upload-zone';

const renderZone = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <UploadZone
        items={[]}
        onFiles={() => undefined}
        onRetry={() => undefined}
        onDismiss={() => undefined}
        onClearDone={() => undefined}
      />
    </AppProviders>,
  );

const hint = () =>
  screen
    .getByRole('button', {
      name: translate(document.cookie.includes('lang=en') ? 'en' : 'id', 'propertyPhotos.upload.browse')!,
    })
    .getAttribute('aria-describedby');

describe('photo upload zone', () => {
  it('states each size limit as the round number of its rule, in the language', () => {
    renderZone();
    const text = document.getElementById(hint()!)!.textContent!;
    expect(text).toContain('100 KB sampai 5 MB per foto');
    expect(text).toContain('25 MB sekali unggah');
    expect(text).not.toMatch(/97[.,]7/);
  });

  it('states them in English with its decimal point', async () => {
    document.cookie = 'lang=en; Path=/';
    renderZone();
    await screen.findByRole('heading', { name: translate('en', 'propertyPhotos.upload.label')! });
    const text = document.getElementById(hint()!)!.textContent!;
    expect(text).toContain('100 KB to 5 MB each');
    expect(text).toContain('25 MB per upload');
  });

  it("says a file's size problem with the same limits as the hint", () => {
    const t = (key: string, params?: Record<string, string | number>) => translate('id', key, params) ?? key;
    expect(problemMessage(t, { code: 'PHOTO_TOO_SMALL', params: { min: IMAGE_MIN_FILE_BYTES } }, 'id')).toBe(
      'Ukuran file foto terlalu kecil (minimal 100 KB).',
    );
    const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params) ?? key;
    expect(problemMessage(en, { code: 'PHOTO_TOO_LARGE', params: { max: IMAGE_MAX_FILE_BYTES } }, 'en')).toBe(
      'The photo is too large (at most 5 MB).',
    );
  });
});
