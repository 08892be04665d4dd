/**
 * The activity log (docs/decisions/activity-log.md): records a user's successful change at a property after the
 * server answered it, and reads the log over at most a month of the property's days.
 */
import { activityRangeProblems, addDays, ACTIVITY_LOG_PAGE, zonedTime } from '@extranet/domain';
import type { AppContext } from '../../context.js';
import { propertyTimeZone } from '../../db/property-today.js';
import { validationError } from '../../http/errors.js';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';

type Query = Req<'listActivityLog'>['query'];

export { record, type Activity } from './repository.js';

export async function list(ctx: AppContext, hotelId: number, query: Query): Promise<Res<'listActivityLog'>> {
  const problems = activityRangeProblems(query.from, query.to);
  if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p })));
  const timeZone = await propertyTimeZone(ctx.db, hotelId);
  const limit = query.limit ?? ACTIVITY_LOG_PAGE;
  const [rows, members] = await Promise.all([
    repo.page(ctx.db, {
      hotelId,
      from: new Date(zonedTime(query.from, '00:00', timeZone).ms),
      to: new Date(zonedTime(addDays(query.to, 1), '00:00', timeZone).ms),
      accountId: query.accountId ?? null,
      before: query.before ?? null,
      limit,
    }),
    repo.members(ctx.db, hotelId),
  ]);
  const items = rows.slice(0, limit);
  return {
    items,
    nextBefore: rows.length > limit ? (items.at(-1)?.activityId ?? null) : null,
    members,
  };
}
