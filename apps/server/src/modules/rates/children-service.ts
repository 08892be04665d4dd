/** Children rate plans: age groups and their prices, linked to rate plans (at most one per rate plan). */
import type { Language } from '@extranet/i18n';
import { translate } from '@extranet/i18n';
import { validateChildrenAgeGroups, validateChildrenRatePlan } from '@extranet/validation';
import { sqlState } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { AppError, notFound } from '../../http/errors.js';
import type { Req, Res } from '../types.js';
import * as children from './children-repository.js';
import { FieldErrors } from './errors.js';
import * as repo from './repository.js';
import { unique, type Services } from './service.js';

type ChildrenInput = Req<'createChildrenRatePlan'>['body'];

function success<T>(lang: Language, data: T) {
  return { code: 'SUCCESS' as const, message: translate(lang, 'errors.SUCCESS') ?? 'OK', data };
}

async function childrenValues(
  db: Database,
  hotelId: number,
  body: ChildrenInput,
  lang: Language,
  exceptId: number | null,
  defaultActive: boolean,
): Promise<children.ChildrenRatePlanValues> {
  const errors = new FieldErrors(lang);
  const settings = await repo.hotelRateSettings(db, hotelId);
  errors.addValidation(
    validateChildrenRatePlan({
      // Stored trimmed: the length rules apply to what is stored.
      name: body.name.trim(),
      prices: body.ageGroups.map((g) => g.price),
      ratePlanIds: body.ratePlanIds,
    }),
    (field) => field.replace(/^prices\.(\d+)$/, 'ageGroups.$1.price'),
  );
  if (body.ageGroups.length === 0) errors.add('ageGroups', 'REQUIRED');
  errors.addValidation(
    validateChildrenAgeGroups({
      policyMinAge: settings.childrenMinAge,
      adultMinAge: settings.adultMinAge,
      groups: body.ageGroups,
    }),
    (field) => field.replace(/^groups\./, 'ageGroups.'),
  );
  body.ageGroups.forEach((g, i) => {
    if (g.minAge !== null && g.minAge < settings.childrenMinAge) {
      errors.add(`ageGroups.${i}.minAge`, 'BELOW_POLICY_MIN_AGE', { min: settings.childrenMinAge });
    }
  });
  const ids = unique(body.ratePlanIds);
  if (ids.length > 0 && !errors.has('ratePlanIds')) {
    const found = await repo.existingRatePlanIds(db, hotelId, ids);
    if (ids.some((id) => !found.has(id))) errors.add('ratePlanIds', 'UNKNOWN_RATE_PLAN');
    else {
      const available = new Set(
        (await children.availableRatePlans(db, hotelId, exceptId)).map((p) => p.ratePlanId),
      );
      if (ids.some((id) => !available.has(id))) errors.add('ratePlanIds', 'RATE_PLAN_ALREADY_LINKED');
    }
  }
  errors.throwIfAny();
  // The validators refused every group with a missing age or price.
  const groups = body.ageGroups.flatMap((g) =>
    g.minAge !== null && g.maxAge !== null && g.price !== null
      ? [{ minAge: g.minAge, maxAge: g.maxAge, price: g.price }]
      : [],
  );
  return {
    name: body.name.trim(),
    ageGroups: groups.sort((a, b) => a.minAge - b.minAge),
    active: body.active ?? defaultActive,
    ratePlanIds: ids,
  };
}

/** A link race lost to another request (the primary key of the link table): 409, nothing written. */
function linkConflict(error: unknown): never {
  if (sqlState(error) === '23505') throw new AppError(409, 'RATE_PLAN_ALREADY_LINKED');
  throw error;
}

async function read(db: Database, hotelId: number, id: number) {
  const found = await children.findChildrenRatePlan(db, hotelId, id);
  if (!found) throw notFound();
  return found;
}

export async function listChildrenRatePlans(
  s: Services,
  hotelId: number,
  lang: Language,
): Promise<Res<'listChildrenRatePlans'>> {
  const settings = await repo.hotelRateSettings(s.db, hotelId);
  return success(lang, {
    items: await children.listChildrenRatePlans(s.db, hotelId),
    childrenPolicy: { minAge: settings.childrenMinAge, adultMinAge: settings.adultMinAge },
  });
}

export async function getChildrenRatePlan(
  s: Services,
  hotelId: number,
  id: number,
  lang: Language,
): Promise<Res<'getChildrenRatePlan'>> {
  return success(lang, await read(s.db, hotelId, id));
}

export async function availableRatePlans(
  s: Services,
  hotelId: number,
  exceptId: number | null,
  lang: Language,
): Promise<Res<'listChildrenRatePlanAvailableRatePlans'>> {
  if (exceptId !== null && !(await children.findChildrenRatePlan(s.db, hotelId, exceptId))) throw notFound();
  return success(lang, await children.availableRatePlans(s.db, hotelId, exceptId));
}

export async function createChildrenRatePlan(
  s: Services,
  hotelId: number,
  body: ChildrenInput,
  lang: Language,
): Promise<Res<'createChildrenRatePlan'>> {
  const values = await childrenValues(s.db, hotelId, body, lang, null, true);
  const id = await s.db
    .transaction((tx) => children.insertChildrenRatePlan(tx, hotelId, values))
    .catch(linkConflict);
  return success(lang, await read(s.db, hotelId, id));
}

export async function updateChildrenRatePlan(
  s: Services,
  hotelId: number,
  id: number,
  body: Req<'updateChildrenRatePlan'>['body'],
  lang: Language,
): Promise<Res<'updateChildrenRatePlan'>> {
  const current = await read(s.db, hotelId, id);
  const values = await childrenValues(s.db, hotelId, body, lang, id, current.active);
  await s.db
    .transaction(async (tx) => {
      if (!(await children.findChildrenRatePlan(tx, hotelId, id, { lock: true }))) throw notFound();
      await children.updateChildrenRatePlan(tx, hotelId, id, values);
    })
    .catch(linkConflict);
  return success(lang, await read(s.db, hotelId, id));
}

export async function setChildrenRatePlanActive(
  s: Services,
  hotelId: number,
  id: number,
  active: boolean,
  lang: Language,
): Promise<Res<'setChildrenRatePlanActive'>> {
  if (!(await children.setChildrenRatePlanActive(s.db, hotelId, id, active))) throw notFound();
  return success(lang, await read(s.db, hotelId, id));
}

export async function deleteChildrenRatePlan(
  s: Services,
  hotelId: number,
  id: number,
  lang: Language,
): Promise<Res<'deleteChildrenRatePlan'>> {
  if (!(await children.deleteChildrenRatePlan(s.db, hotelId, id))) throw notFound();
  return { code: 'SUCCESS', message: translate(lang, 'errors.SUCCESS') ?? 'OK' };
}
