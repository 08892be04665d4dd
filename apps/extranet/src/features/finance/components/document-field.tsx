import { useId, useRef } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { TAX_FILE_MAX_BYTES } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import { focusRef } from '../../../shared/rates/fields';
import type { TaxAccount, TaxFormValues } from '../model';
import * as css from './finance.css';

type DocumentName = 'taxAccountDocument' | 'branchTaxAccountDocument' | 'otherDocument';

/**
 * A document of the tax account: a real button opens the file picker; the chosen file is checked as the server
 * checks it (type and size, validateTaxAccount) and sent with the form. Without a new file the stored one stays.
 */
export function DocumentField({
  control,
  name,
  label,
  stored,
  required,
}: {
  control: Control<TaxFormValues>;
  name: DocumentName;
  label: string;
  stored: TaxAccount['taxAccountDocument'] | null;
  required?: boolean;
}) {
  const t = useT();
  const { fileSize } = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message ?? null;
        const file = field.value instanceof File ? field.value : null;
        return (
          <div ref={focusRef(field.ref)} role="group" aria-labelledby={`${id}-label`}>
            <div id={`${id}-label`} className={css.groupLabel}>
              {label} {required ? <span aria-hidden="true">*</span> : null}
            </div>
            <p id={`${id}-help`} className={css.small}>
              {t('finance.tax.fileHelp', { max: fileSize(TAX_FILE_MAX_BYTES, 'down') })}
            </p>
            <div className={css.fileRow}>
              <input
                ref={input}
                hidden
                type="file"
                accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
                data-testid={`${name}-input`}
                onChange={(e) => {
                  const chosen = e.target.files?.[0];
                  if (chosen) field.onChange(chosen);
                  e.target.value = '';
                }}
              />
              <Button
                variant="secondary"
                aria-describedby={`${id}-help ${id}-file${error ? ` ${id}-error` : ''}`}
                onClick={() => input.current?.click()}
              >
                {field.value ? t('finance.tax.replace') : t('finance.tax.choose')}
              </Button>
              <span id={`${id}-file`} className={css.small}>
                {file
                  ? t('finance.tax.chosen', { name: file.name })
                  : stored && field.value
                    ? t('finance.tax.keep', { name: stored.fileName })
                    : t('finance.tax.noFile')}
              </span>
            </div>
            {error ? (
              <p id={`${id}-error`} className={css.fieldError} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
    />
  );
}
