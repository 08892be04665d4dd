import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../internal/field-parts.js';
import { CalendarIcon } from '../internal/icons.js';
import { RangeCalendar } from '../internal/calendar.js';
import { toCalendarDate, toIsoDate, unavailableDates } from '../internal/dates.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import * as fieldStyles from '../internal/field.css.js';
import * as calendarStyles from '../internal/calendar.css.js';

/** A range of dates, both ends `YYYY-MM-DD` and inclusive. */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  label: ReactNode;
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
  minValue?: string;
  maxValue?: string;
  /** Dates that cannot be chosen (e.g. blackout dates); a range may not span them unless allowed. */
  disabledDates?: ReadonlyArray<string>;
  isDateDisabled?: (date: string) => boolean;
  /** Allow a range to include disabled dates (they stay unselectable as ends). */
  allowsNonContiguousRanges?: boolean;
  /** Months shown side by side in the popover. */
  visibleMonths?: 1 | 2;
  description?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  startName?: string;
  endName?: string;
  className?: string;
}

export function DateRangePicker({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  disabledDates,
  isDateDisabled,
  visibleMonths = 2,
  description,
  error,
  isRequired,
  className,
  ...rest
}: DateRangePickerProps) {
  const t = useUiText();
  const toRange = (range: DateRange | null | undefined) => {
    if (range === undefined) return undefined;
    const start = toCalendarDate(range?.start);
    const end = toCalendarDate(range?.end);
    return start && end ? { start, end } : null;
  };
  return (
    <AriaDateRangePicker
      {...rest}
      value={toRange(value)}
      defaultValue={toRange(defaultValue)}
      onChange={
        onChange
          ? (next) => {
              const start = toIsoDate(next?.start);
              const end = toIsoDate(next?.end);
              onChange(start && end ? { start, end } : null);
            }
          : undefined
      }
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
        <DateInput
          slot="start"
          className={cx(calendarStyles.dateInput, calendarStyles.rangeInput)}
          aria-label={t('ui.dateField.startDate')}
        >
          {(segment) => <DateSegment segment={segment} className={calendarStyles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={calendarStyles.rangeDash}>
          –
        </span>
        <DateInput
          slot="end"
          className={cx(calendarStyles.dateInput, calendarStyles.rangeEnd)}
          aria-label={t('ui.dateField.endDate')}
        >
          {(segment) => <DateSegment segment={segment} className={calendarStyles.segment} />}
        </DateInput>
        <AriaButton className={fieldStyles.adornmentButton} aria-label={t('ui.dateField.openCalendar')}>
          <CalendarIcon />
        </AriaButton>
      </Group>
      <FieldHelp description={description} error={error} />
      <Popover className={fieldStyles.popover} style={{ maxHeight: 'none' }} offset={4}>
        <Dialog className={calendarStyles.dialog} aria-label={t('ui.dateField.calendar')}>
          <RangeCalendar months={visibleMonths} />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
