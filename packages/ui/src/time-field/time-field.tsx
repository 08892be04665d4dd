import type { ReactNode } from 'react';
import { DateInput, DateSegment, TimeField as AriaTimeField } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../internal/field-parts.js';
import { ClockIcon } from '../internal/icons.js';
import { toIsoTime, toTime } from '../internal/dates.js';
import { cx } from '../internal/cx.js';
import * as fieldStyles from '../internal/field.css.js';
import * as calendarStyles from '../internal/calendar.css.js';

export interface TimeFieldProps {
  label: ReactNode;
  /** `HH:mm`, or null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
  /** 24-hour by default, as times are written in Indonesia. */
  hourCycle?: 12 | 24;
  description?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  className?: string;
}

export function TimeField({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  hourCycle = 24,
  description,
  error,
  isRequired,
  className,
  ...rest
}: TimeFieldProps) {
  return (
    <AriaTimeField
      {...rest}
      value={value === undefined ? undefined : toTime(value)}
      defaultValue={defaultValue === undefined ? undefined : toTime(defaultValue)}
      onChange={onChange ? (next) => onChange(toIsoTime(next)) : undefined}
      minValue={toTime(minValue) ?? undefined}
      maxValue={toTime(maxValue) ?? undefined}
      hourCycle={hourCycle}
      granularity="minute"
      isRequired={isRequired}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel required={isRequired}>{label}</FieldLabel>
      <div className={fieldStyles.control} data-invalid={error ? true : undefined}>
        <DateInput className={calendarStyles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={calendarStyles.segment} />}
        </DateInput>
        <span className={fieldStyles.prefix} style={{ marginRight: 0 }}>
          <ClockIcon />
        </span>
      </div>
      <FieldHelp description={description} error={error} />
    </AriaTimeField>
  );
}
