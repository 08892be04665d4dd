import { memo, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { visuallyHidden } from '../theme/shared.css.js';
import { DAY_HOLIDAY, DAY_MONTH_START, DAY_PAST, DAY_TODAY, DAY_WEEKEND, type DayTable } from './dates.js';
import type { RateCalendarText } from './labels.js';
import * as s from './rate-calendar.css.js';
import type { GridGeometry } from './geometry.js';

interface HeaderChunkProps {
  days: DayTable;
  from: number;
  to: number;
  /** The first chunk in view names the month on its first day, so the month is always visible. */
  firstInView: boolean;
  text: RateCalendarText;
  geometry: GridGeometry;
}

/** The column headers of one week: weekday, day number, month on the 1st, holiday dot, today marker. */
export const HeaderChunk = memo(function HeaderChunk({
  days,
  from,
  to,
  firstInView,
  text,
  geometry,
}: HeaderChunkProps) {
  const cells: ReactNode[] = [];
  for (let day = from; day <= to; day++) {
    const f = days.flags[day]!;
    const holiday = days.holidayNames.get(day);
    cells.push(
      <div
        key={day}
        role="columnheader"
        aria-colindex={day + 2}
        title={holiday}
        className={cx(
          s.dayHeader,
          (f & DAY_WEEKEND) !== 0 && s.cellWeekend,
          (f & DAY_HOLIDAY) !== 0 && s.cellHoliday,
          (f & DAY_PAST) !== 0 && s.cellPast,
          (f & DAY_TODAY) !== 0 && s.dayHeaderToday,
        )}
        style={{ left: geometry.rowHeader + day * geometry.col }}
      >
        <span aria-hidden="true" className={s.dayHeaderMonth}>
          {(f & DAY_MONTH_START) !== 0 || (firstInView && day === from)
            ? text.monthShort[days.month[day]!]
            : ' '}
        </span>
        <span aria-hidden="true">
          {text.weekdayShort[days.weekday[day]!]}
          {holiday !== undefined ? <span className={s.holidayDot} /> : null}
        </span>
        <span aria-hidden="true" className={s.dayHeaderNumber}>
          {days.dayOfMonth[day]}
        </span>
        <span className={visuallyHidden}>
          {text.fullDate(days.iso[day]!)}
          {holiday !== undefined ? `, ${holiday}` : ''}
          {(f & DAY_TODAY) !== 0 ? `, ${text.t('ui.rateCalendar.today')}` : ''}
        </span>
      </div>,
    );
  }
  return <>{cells}</>;
});
