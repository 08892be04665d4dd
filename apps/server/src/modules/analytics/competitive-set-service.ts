/**
 * The competitive set (docs/decisions/competitive-set.md; SPEC 4, 5, 7, 9): chosen from the marketplace's
 * properties, 15 to 30 of them, locked 30 days after a save (409 COMPETITIVE_SET_LOCKED with the unlock date),
 * and a suggested default. Rules from @extranet/domain; "today" is the property's own, by ctx.clock.
 */
import {
  COMPETITIVE_SET_LOCK_DAYS,
  COMPETITIVE_SET_MAX,
  COMPETITIVE_SET_MIN,
  competitiveSetProblems,
  competitiveSetUnlockDate,
  defaultCompetitiveSet,
  isCompetitiveSetLocked,
} from '@extranet/domain';
import { formatDay, type Language } from '@extranet/i18n';
import type { AppContext } from '../../context.js';
import { propertyToday } from '../../db/property-today.js';
import { withRetry } from '../../db/retry.js';
import { AppError, validationError } from '../../http/errors.js';
import type { Res } from '../types.js';
import * as repo from './competitive-set-repository.js';

type CompetitiveSet = Res<'getCompetitiveSet'>;

function present(saved: repo.SavedSet | null, today: string): CompetitiveSet {
  const bounds = { min: COMPETITIVE_SET_MIN, max: COMPETITIVE_SET_MAX, lockDays: COMPETITIVE_SET_LOCK_DAYS };
  if (!saved)
    return { members: [], savedAt: null, savedOn: null, unlockDate: null, locked: false, ...bounds };
  return {
    members: saved.members,
    savedAt: saved.savedAt.toISOString(),
    savedOn: saved.savedOn,
    unlockDate: competitiveSetUnlockDate(saved.savedOn),
    locked: isCompetitiveSetLocked(saved.savedOn, today),
    ...bounds,
  };
}

export async function listMarket(
  ctx: AppContext,
  query: repo.MarketQuery,
): Promise<Res<'listMarketProperties'>> {
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const found = await repo.marketPage(ctx.db, query, page * size, size);
  return { items: found.items, pageInfo: { page, size, total: found.total } };
}

export async function getSet(ctx: AppContext, hotelId: number): Promise<CompetitiveSet> {
  const [saved, today] = await Promise.all([
    repo.savedSet(ctx.db, hotelId),
    propertyToday(ctx.db, hotelId, ctx.clock),
  ]);
  return present(saved, today);
}

async function suggestion(ctx: AppContext, hotelId: number): Promise<repo.MarketProperty[]> {
  const [profile, all] = await Promise.all([
    repo.propertyProfile(ctx.db, hotelId),
    repo.allMarketProperties(ctx.db),
  ]);
  const ids = defaultCompetitiveSet(profile, all);
  const byId = new Map(all.map((p) => [p.marketPropertyId, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getDefault(ctx: AppContext, hotelId: number): Promise<Res<'getDefaultCompetitiveSet'>> {
  return { members: await suggestion(ctx, hotelId) };
}

/** Saves `ids` as the set: validated (15 to 30, each once, listed), refused while the saved set is locked. */
export async function saveSet(
  ctx: AppContext,
  hotelId: number,
  ids: readonly number[],
  caller: { accountId: number; lang: Language },
): Promise<CompetitiveSet> {
  const problems = competitiveSetProblems(ids);
  if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p })));
  const unknown = new Set(await repo.unknownMarketIds(ctx.db, ids));
  if (unknown.size > 0)
    throw validationError(
      ids.flatMap((id, i) =>
        unknown.has(id) ? [{ field: `marketPropertyIds.${i}`, code: 'UNKNOWN_MARKET_PROPERTY' }] : [],
      ),
    );
  const today = await propertyToday(ctx.db, hotelId, ctx.clock);
  return withRetry(() =>
    ctx.db.transaction(async (tx) => {
      const before = await repo.savedSet(tx, hotelId, true);
      if (before && isCompetitiveSetLocked(before.savedOn, today)) {
        const unlockDate = competitiveSetUnlockDate(before.savedOn);
        throw new AppError(409, 'COMPETITIVE_SET_LOCKED', {
          params: { date: formatDay(unlockDate, caller.lang) },
          extra: { unlockDate },
        });
      }
      await repo.replaceSet(tx, hotelId, ids, today, ctx.clock(), caller.accountId);
      return present(await repo.savedSet(tx, hotelId), today);
    }),
  );
}

export async function saveDefault(
  ctx: AppContext,
  hotelId: number,
  caller: { accountId: number; lang: Language },
): Promise<CompetitiveSet> {
  const ids = (await suggestion(ctx, hotelId)).map((p) => p.marketPropertyId);
  return saveSet(ctx, hotelId, ids, caller);
}
