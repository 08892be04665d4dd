import type { ReactNode } from 'react';
import * as p from './pill.css.js';
import {
  isChoiceField,
  isFlagField,
  type RateCalendarChoice,
  type RateCalendarField,
  type RateCalendarValue,
} from './types.js';
import type { RateCalendarText } from './labels.js';

interface ValueProps {
  text: RateCalendarText;
  formatNumber: (field: RateCalendarField, value: number) => string;
  choices: readonly RateCalendarChoice[] | undefined;
}

/**
 * A cell's content and, for cells showing no value, the accessible name (such cells have no child nodes: the
 * dash is CSS generated content), so a week of a row costs one element per cell.
 */
export function renderValue(
  field: RateCalendarField,
  value: RateCalendarValue,
  props: ValueProps,
): { content: ReactNode; label?: string } {
  const { text } = props;
  if (isFlagField(field)) {
    if (field === 'closeOut') {
      return {
        content: value ? (
          <span className={`${p.pill} ${p.pillClosed}`}>{text.closed}</span>
        ) : (
          <span className={`${p.pill} ${p.pillOpen}`}>{text.open}</span>
        ),
      };
    }
    return value
      ? {
          content: (
            <span className={`${p.pill} ${p.pillRestriction}`}>{field === 'cta' ? text.cta : text.ctd}</span>
          ),
        }
      : { content: null, label: text.no };
  }
  if (isChoiceField(field)) {
    if (value === null || typeof value !== 'string') return { content: null, label: text.asRatePlan };
    const choice = props.choices?.find((c) => c.value === value);
    return { content: choice ? (choice.short ?? choice.label) : value };
  }
  if (value === null || typeof value !== 'number') return { content: null, label: text.notSet };
  return { content: props.formatNumber(field, value) };
}
