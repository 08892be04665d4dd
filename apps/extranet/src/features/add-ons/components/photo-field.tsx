import { useId, useRef, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { errorMessage } from '../../../shared/api/error-message';
import { useT } from '../../../shared/i18n/language';
import { focusRef } from '../../../shared/rates/fields';
import * as ui from '../../../shared/rates/rates-ui.css';
import { uploadAddOnPhoto } from '../api/upload-add-on-photo';
import type { AddOnValues } from '../model';
import * as css from './add-ons.css';

/**
 * The add-on's photo: a real button opens the file picker; the chosen file is uploaded at once (checked and
 * processed by the server like the gallery's photos) and its preview shown; a refusal shows the server's
 * translated field message under the field.
 */
export function PhotoField({
  control,
  hotelId,
  label,
}: {
  control: Control<AddOnValues>;
  hotelId: number;
  label: string;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  return (
    <Controller
      control={control}
      name="photo"
      render={({ field, fieldState }) => {
        const error = uploadError ?? fieldState.error?.message ?? null;
        const choose = async (file: File | undefined) => {
          if (!file) return;
          setUploading(true);
          setUploadError(null);
          try {
            field.onChange(await uploadAddOnPhoto(hotelId, file));
          } catch (e) {
            const message = isApiError(e) ? Object.values(e.fieldErrors())[0] : undefined;
            setUploadError(message ?? errorMessage(e, t('addOns.form.photoFailed')));
          } finally {
            setUploading(false);
            if (input.current) input.current.value = '';
          }
        };
        return (
          <div ref={focusRef(field.ref)} role="group" aria-labelledby={`${id}-label`}>
            <div id={`${id}-label`} className={ui.groupLabel}>
              {label} <span className={ui.requiredMark}>*</span>
            </div>
            <p id={`${id}-help`} className={ui.help}>
              {t('addOns.form.photoHelp')}
            </p>
            <div className={css.photoField}>
              {field.value ? (
                <img className={css.photoPreview} src={field.value.urls.medium} alt={label} />
              ) : null}
              <input
                ref={input}
                hidden
                type="file"
                accept="image/jpeg,.jpg,.jpeg"
                data-testid="add-on-photo-input"
                onChange={(e) => void choose(e.target.files?.[0])}
              />
              <Button
                variant="secondary"
                loading={uploading}
                aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
                onClick={() => input.current?.click()}
              >
                {field.value ? t('addOns.form.replacePhoto') : t('addOns.form.choosePhoto')}
              </Button>
            </div>
            {uploading ? (
              <p role="status" className={ui.help}>
                {t('addOns.form.uploading')}
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-error`} className={ui.fieldError} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
    />
  );
}
