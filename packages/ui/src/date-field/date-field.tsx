import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../internal/field-parts.js';
import { CalendarIcon } from '../internal/icons.js';
import { SingleCalendar } from '../internal/calendar.js';
import { toCalendarDate, toIsoDate, unavailableDates } from '../internal/dates.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import * as fieldStyles from '../internal/field.css.js';
import * as calendarStyles from '../internal/calendar.css.js';

export interface DateFieldProps {
  label: ReactNode;
  /** `YYYY-MM-DD`, or null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  /** Earliest and latest allowed dates, `YYYY-MM-DD`. */
  minValue?: string;
  maxValue?: string;
  disabledDates?: ReadonlyArray<string>;
  isDateDisabled?: (date: string) => boolean;
  description?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  className?: string;
}

/** A date typed segment by segment in the user's locale, or picked from a calendar popover. */
export function DateField({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  disabledDates,
  isDateDisabled,
  description,
  error,
  isRequired,
  className,
  ...rest
}: DateFieldProps) {
  const t = useUiText();
  return (
    <DatePicker
      {...rest}
      value={value === undefined ? undefined : toCalendarDate(value)}
      defaultValue={defaultValue === undefined ? undefined : toCalendarDate(defaultValue)}
      onChange={onChange ? (next) => onChange(toIsoDate(next)) : undefined}
      minValue={toCalendarDate(minValue) ?? undefined}
      maxValue={toCalendarDate(maxValue) ?? undefined}
      isDateUnavailable={unavailableDates(disabledDates, isDateDisabled)}
      isRequired={isRequired}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      granularity="day"
      // 05/01/2027, not 5/ 1 /2027: every segment keeps its width as the owner types.
      shouldForceLeadingZeros
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel required={isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <DateInput className={calendarStyles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={calendarStyles.segment} />}
        </DateInput>
        <AriaButton className={fieldStyles.adornmentButton} aria-label={t('ui.dateField.openCalendar')}>
          <CalendarIcon />
        </AriaButton>
      </Group>
      <FieldHelp description={description} error={error} />
      <Popover className={fieldStyles.popover} style={{ maxHeight: 'none' }} offset={4}>
        <Dialog className={calendarStyles.dialog} aria-label={t('ui.dateField.calendar')}>
          <SingleCalendar />
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
