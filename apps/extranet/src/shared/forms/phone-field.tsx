import { useMemo, type ReactNode, type Ref } from 'react';
import { ComboBox } from '@extranet/ui/combo-box';
import { TextField } from '@extranet/ui/text-field';
import { phoneCountryCodes } from '@extranet/validation/phone';
import * as css from './phone-field.css';

export interface PhoneFieldProps {
  /** Label of the number; the code's label is `codeLabel`. */
  label: ReactNode;
  codeLabel: ReactNode;
  code: string;
  onCodeChange: (code: string) => void;
  number: string;
  onNumberChange: (number: string) => void;
  onBlur?: () => void;
  description?: ReactNode;
  error?: string | undefined;
  codeError?: string | undefined;
  isRequired?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** One option per calling code, with the countries that use it ("+1 US, CA, …"). */
function useCodeOptions() {
  return useMemo(() => {
    const byCode = new Map<string, string[]>();
    for (const { country, code } of phoneCountryCodes())
      byCode.set(code, [...(byCode.get(code) ?? []), country]);
    return [...byCode.entries()].map(([code, countries]) => ({
      id: code,
      label: `${code} ${countries.slice(0, 3).join(', ')}${countries.length > 3 ? ', …' : ''}`,
    }));
  }, []);
}

/**
 * A phone number as SPEC 5 asks it: a searchable country calling code (+62 first) and the number without the
 * code. Validation is the caller's (validatePhone of @extranet/validation/phone, the same as the server's).
 */
export function PhoneField({
  label,
  codeLabel,
  code,
  onCodeChange,
  number,
  onNumberChange,
  onBlur,
  description,
  error,
  codeError,
  isRequired,
  name,
  inputRef,
}: PhoneFieldProps) {
  const options = useCodeOptions();
  return (
    <div className={css.phoneRow}>
      <ComboBox
        label={codeLabel}
        options={options}
        value={code}
        onChange={(value) => {
          if (value) onCodeChange(value);
        }}
        {...(codeError ? { error: codeError } : {})}
        {...(isRequired ? { isRequired } : {})}
        {...(name ? { name: `${name}Code` } : {})}
      />
      <TextField
        label={label}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={number}
        onChange={onNumberChange}
        {...(onBlur ? { onBlur } : {})}
        {...(description ? { description } : {})}
        {...(error ? { error } : {})}
        {...(isRequired ? { isRequired } : {})}
        {...(name ? { name } : {})}
        {...(inputRef ? { inputRef } : {})}
      />
    </div>
  );
}
