import { useMemo, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Group,
  I18nProvider,
  Input,
  NumberField as AriaNumberField,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../internal/field-parts.js';
import { ChevronDownIcon, ChevronUpIcon } from '../internal/icons.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import * as fieldStyles from '../internal/field.css.js';
import * as styles from './number-field.css.js';

export interface NumberFieldProps {
  label: ReactNode;
  /** `null` when the field is empty. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  minValue?: number;
  maxValue?: number;
  step?: number;
  formatOptions?: Intl.NumberFormatOptions;
  description?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
  /** Show the increase/decrease buttons (arrow keys and Page Up/Down work either way). */
  showSteppers?: boolean;
  /** Text or symbol inside the box before the number (e.g. a unit). */
  prefix?: ReactNode;
  className?: string;
}

const toOut = (value: number): number | null => (Number.isNaN(value) ? null : value);

/** A locale-aware number input (react-aria): typed digits are parsed in the user's locale. */
export function NumberField({
  label,
  value,
  defaultValue,
  onChange,
  description,
  error,
  isRequired,
  showSteppers = true,
  prefix,
  placeholder,
  className,
  ...rest
}: NumberFieldProps) {
  const t = useUiText();
  return (
    <AriaNumberField
      {...rest}
      value={value === undefined ? undefined : (value ?? Number.NaN)}
      defaultValue={defaultValue === undefined ? undefined : (defaultValue ?? Number.NaN)}
      onChange={onChange ? (next) => onChange(toOut(next)) : undefined}
      isRequired={isRequired}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel required={isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        {prefix !== undefined ? (
          <span className={fieldStyles.prefix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <Input placeholder={placeholder} className={cx(fieldStyles.innerInput, styles.input)} />
        {showSteppers ? (
          <span className={styles.steppers}>
            <AriaButton slot="increment" className={styles.stepper} aria-label={t('ui.numberField.increase')}>
              <ChevronUpIcon size={12} />
            </AriaButton>
            <AriaButton slot="decrement" className={styles.stepper} aria-label={t('ui.numberField.decrease')}>
              <ChevronDownIcon size={12} />
            </AriaButton>
          </span>
        ) : null}
      </Group>
      <FieldHelp description={description} error={error} />
    </AriaNumberField>
  );
}

export interface CurrencyFieldProps extends Omit<
  NumberFieldProps,
  'formatOptions' | 'step' | 'showSteppers' | 'prefix'
> {
  /** ISO 4217 code; IDR by default. */
  currency?: string;
}

/**
 * An amount of money. IDR is an integer with dot thousands and no decimals in every language (SPEC section 9),
 * so it is formatted with the Indonesian locale; the currency symbol sits before the number.
 */
export function CurrencyField({ currency = 'IDR', minValue = 0, onChange, ...rest }: CurrencyFieldProps) {
  const integer = currency === 'IDR';
  const locale = integer ? 'id-ID' : 'en-US';
  const symbol = useMemo(
    () =>
      new Intl.NumberFormat(locale, { style: 'currency', currency })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency,
    [locale, currency],
  );
  const formatOptions: Intl.NumberFormatOptions = integer
    ? { maximumFractionDigits: 0, useGrouping: true }
    : { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true };
  const field = (
    <NumberField
      {...rest}
      minValue={minValue}
      onChange={
        onChange ? (next) => onChange(next === null ? null : integer ? Math.round(next) : next) : undefined
      }
      formatOptions={formatOptions}
      step={integer ? 1 : 0.01}
      showSteppers={false}
      prefix={symbol}
    />
  );
  return <I18nProvider locale={locale}>{field}</I18nProvider>;
}
