/**
 * Indonesia's holiday calendar: the range's rules and one page of @extranet/domain INDONESIA_HOLIDAYS (no table:
 * the data in the domain package is the one source, docs/decisions/holidays.md). No property is involved.
 */
import { holidaysPage, isValidDate } from '@extranet/domain';
import { validationError, type FieldErrorInput } from '../../http/errors.js';
import type { Req, Res } from '../types.js';

/** One page of the holidays from `from` through `to`; a date that is not one, or `to` before `from`, is a field error. */
export function listHolidays(query: Req<'listHolidays'>['query']): Res<'listHolidays'> {
  const { from, to } = query;
  const errors: FieldErrorInput[] = [];
  if (from !== undefined && !isValidDate(from)) errors.push({ field: 'from', code: 'INVALID_FORMAT' });
  if (to !== undefined && !isValidDate(to)) errors.push({ field: 'to', code: 'INVALID_FORMAT' });
  if (errors.length === 0 && from !== undefined && to !== undefined && to < from)
    errors.push({ field: 'to', code: 'DATE_BEFORE_START' });
  if (errors.length > 0) throw validationError(errors);
  return holidaysPage({ from, to }, query.page ?? 0, query.limit ?? undefined);
}
