import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import { cx } from './cx.js';
import { useUiText } from '../provider/ui-provider.js';
import * as styles from './calendar.css.js';

function CalendarHeader() {
  const t = useUiText();
  return (
    <header className={styles.header}>
      <AriaButton slot="previous" className={styles.navButton} aria-label={t('ui.dateField.previousMonth')}>
        <ChevronLeftIcon />
      </AriaButton>
      <Heading className={styles.heading} />
      <AriaButton slot="next" className={styles.navButton} aria-label={t('ui.dateField.nextMonth')}>
        <ChevronRightIcon />
      </AriaButton>
    </header>
  );
}

function Grid({ offset, range }: { offset?: { months: number }; range?: boolean }) {
  return (
    <CalendarGrid className={styles.grid} offset={offset} weekdayStyle="short">
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => <CalendarCell date={date} className={cx(styles.cell, !range && styles.single)} />}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

/** The calendar of a DateField popover; its props come from the surrounding DatePicker. */
export function SingleCalendar() {
  const t = useUiText();
  return (
    <AriaCalendar className={styles.calendar} aria-label={t('ui.dateField.calendar')}>
      <CalendarHeader />
      <Grid />
    </AriaCalendar>
  );
}

/** The range calendar of a DateRangePicker popover, one or two months side by side. */
export function RangeCalendar({ months = 2 }: { months?: 1 | 2 }) {
  const t = useUiText();
  return (
    <AriaRangeCalendar
      className={styles.calendar}
      aria-label={t('ui.dateField.calendar')}
      visibleDuration={{ months }}
    >
      <CalendarHeader />
      <div className={styles.months}>
        <Grid range />
        {months === 2 ? <Grid range offset={{ months: 1 }} /> : null}
      </div>
    </AriaRangeCalendar>
  );
}
