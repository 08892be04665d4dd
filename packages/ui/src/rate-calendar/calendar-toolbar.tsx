import { Button } from '../button/index.js';
import { cx } from '../internal/cx.js';
import type { RateCalendarText } from './labels.js';
import * as s from './rate-calendar.css.js';
import * as bar from './toolbar.css.js';

interface CalendarToolbarProps {
  text: RateCalendarText;
  /** Plans have restriction rows: show the toggle for all of them. */
  hasRestrictions: boolean;
  showAll: boolean;
  onToggleAll: () => void;
  /** Show the pending count and the discard and review buttons. */
  editable: boolean;
  pendingCount: number;
  onDiscard: () => void;
  onReview: () => void;
}

/** Above the grid: the legend of cell colours, the restrictions toggle and the save actions. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { text, hasRestrictions, showAll, onToggleAll, editable, pendingCount, onDiscard, onReview } = props;
  return (
    <div className={bar.toolbar}>
      <ul className={bar.legend} aria-label={text.t('ui.rateCalendar.legend.label')}>
        <li className={bar.legendItem}>
          <span className={cx(bar.swatch, s.cellWeekend)} />
          {text.t('ui.rateCalendar.legend.weekend')}
        </li>
        <li className={bar.legendItem}>
          <span className={cx(bar.swatch, s.cellHoliday)} />
          {text.t('ui.rateCalendar.legend.holiday')}
        </li>
        <li className={bar.legendItem}>
          <span className={cx(bar.swatch, s.cellClosedDay)} />
          {text.t('ui.rateCalendar.legend.closed')}
        </li>
        <li className={bar.legendItem}>
          <span className={cx(bar.swatch, s.cellPast)} />
          {text.t('ui.rateCalendar.legend.readOnly')}
        </li>
        <li className={bar.legendItem}>
          <span className={cx(bar.swatch, s.cellPending)} />
          {text.t('ui.rateCalendar.legend.pending')}
        </li>
      </ul>
      {hasRestrictions ? (
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={showAll}
          title={text.t('ui.rateCalendar.restrictionsHint')}
          onClick={onToggleAll}
        >
          {text.showRestrictions}
        </Button>
      ) : null}
      {editable ? (
        <div className={bar.actions}>
          {pendingCount > 0 ? (
            <span className={bar.pendingCount}>
              {text.t('ui.rateCalendar.pendingCount', { count: pendingCount })}
            </span>
          ) : null}
          <Button variant="ghost" size="sm" disabled={pendingCount === 0} onClick={onDiscard}>
            {text.t('ui.rateCalendar.discard')}
          </Button>
          <Button size="sm" disabled={pendingCount === 0} onClick={onReview}>
            {text.t('ui.rateCalendar.review')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
