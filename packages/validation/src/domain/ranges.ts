import { toNumber } from '../engine.js';
import type { ErrorList } from '../field-errors.js';
import { isoDate } from './dates.js';
import type { DateRange, NumberInput } from './types.js';

/** Joins a field path: `join('stay', 'end')` is `stay.end`, `join('', 'end')` is `end`. */
export function join(prefix: string, name: string): string {
  return prefix === '' ? name : `${prefix}.${name}`;
}

export interface DateRangeOptions {
  /** Both ends required (else only the end when the start is set, SPEC 5's stay dates). */
  required?: boolean;
  /** The end may not be before this date (`YYYY-MM-DD`). */
  notBefore?: string;
  /** Start and end may be the same day (default true). */
  allowSameDay?: boolean;
  /** Field names of the two ends when they are not `<prefix>.start` / `<prefix>.end`. */
  fields?: { start: string; end: string };
}

/**
 * A range of dates: valid dates, the end not before the start, and the options' bounds. Errors on
 * `<prefix>.start` / `<prefix>.end`. Returns the range when both ends are valid.
 */
export function checkDateRange(
  list: ErrorList,
  prefix: string,
  range: DateRange | null | undefined,
  options: DateRangeOptions = {},
): { start: string; end: string } | undefined {
  const startField = options.fields?.start ?? join(prefix, 'start');
  const endField = options.fields?.end ?? join(prefix, 'end');
  const rawStart = range?.start ?? '';
  const rawEnd = range?.end ?? '';
  const start = isoDate(rawStart);
  const end = isoDate(rawEnd);
  if (rawStart === '') {
    if (options.required) list.add(startField, 'required');
  } else if (!start) list.add(startField, 'date.invalid');
  if (rawEnd === '') {
    if (options.required || rawStart !== '') list.add(endField, 'required');
  } else if (!end) list.add(endField, 'date.invalid');
  if (end && options.notBefore && end < options.notBefore) {
    list.add(endField, 'date.beforeToday');
  }
  if (start && end) {
    if (end < start || (options.allowSameDay === false && end === start)) {
      list.add(endField, 'date.endBeforeStart');
    }
    return { start, end };
  }
  return undefined;
}

export interface NumberOptions {
  required?: boolean;
  integer?: boolean;
  /** Inclusive bounds. */
  min?: number;
  max?: number;
  /** Exclusive lower bound ("above 0"). */
  above?: number;
  decimals?: number;
}

/** A number field: present (when required), numeric, and inside its bounds. Returns the number when valid. */
export function checkNumber(
  list: ErrorList,
  field: string,
  value: NumberInput,
  options: NumberOptions = {},
): number | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    if (options.required) list.add(field, 'required');
    return undefined;
  }
  const rules = [
    options.integer ? 'integer' : 'number',
    options.above !== undefined ? `min_float_decimal:${options.above}` : '',
    options.min !== undefined ? `min_float:${options.min}` : '',
    options.max !== undefined ? `max_float:${options.max}` : '',
    options.decimals !== undefined ? `max_decimal_place:${options.decimals}` : '',
  ]
    .filter(Boolean)
    .join('|');
  return list.rules(field, value, rules) ? toNumber(value) : undefined;
}

export interface MinMaxInput {
  /** The section's switch; when false nothing is checked. Absent means on. */
  enabled?: boolean | null;
  min: NumberInput;
  max: NumberInput;
}

/** Min and max of one limit: both required when on, whole numbers within [floor, ceiling], min not above max. */
export function checkMinMax(
  list: ErrorList,
  prefix: string,
  input: MinMaxInput | null | undefined,
  bounds: { floor: number; ceiling: number; minFloor?: number; eitherIsEnough?: boolean },
): void {
  if (!input || input.enabled === false) return;
  const both = !bounds.eitherIsEnough;
  const empty = (v: NumberInput) =>
    v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  if (bounds.eitherIsEnough && empty(input.min) && empty(input.max)) {
    list.add(prefix, 'range.minOrMaxRequired');
    return;
  }
  const min = checkNumber(list, join(prefix, 'min'), input.min, {
    required: both,
    integer: true,
    min: bounds.minFloor ?? bounds.floor,
    max: bounds.ceiling,
  });
  const max = checkNumber(list, join(prefix, 'max'), input.max, {
    required: both,
    integer: true,
    min: bounds.floor,
    max: bounds.ceiling,
  });
  if (min !== undefined && max !== undefined && min > max) {
    list.add(join(prefix, 'max'), 'range.maxBelowMin', { min });
  }
}
