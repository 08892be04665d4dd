/**
 * The insurance area (docs/decisions/insurance.md): the bookings sold with insurance and their coverage, and the
 * property's insurance contact. Membership and the route rule (x-hotel-route) are checked by the app first; the
 * domain policy is asked again here with the caller's roles. Saves are validated by @extranet/validation
 * (validateInsuranceContact, the same validator the form runs).
 */
import { INSURANCE_CLAIM_LIMIT_IDR, insurancePolicy, insuranceRangeProblems } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { validateInsuranceContact } from '@extranet/validation';
import type { AppContext } from '../../context.js';
import { withRetry } from '../../db/retry.js';
import { forbidden, validationError } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';

/** Who asks: the caller's account and roles at the property (its membership). */
export interface Caller {
  accountId: number;
  roles: readonly number[];
  lang: Language;
}

function allow(caller: Caller, action: insurancePolicy.InsuranceAction) {
  if (!insurancePolicy.can({ roles: caller.roles }, action)) throw forbidden();
}

export async function listBookings(
  ctx: AppContext,
  hotelId: number,
  query: Req<'listInsuranceBookings'>['query'],
  caller: Caller,
): Promise<Res<'listInsuranceBookings'>> {
  allow(caller, 'insurance.read');
  const problems = insuranceRangeProblems(query.from, query.to);
  if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p })));
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const found = await repo.page(ctx.db, hotelId, query, page * size, size);
  return {
    items: found.items,
    pageInfo: { page, size, total: found.total },
    claimLimit: INSURANCE_CLAIM_LIMIT_IDR,
  };
}

export async function getContact(ctx: AppContext, hotelId: number, caller: Caller): Promise<repo.Contact> {
  allow(caller, 'insurance.contact');
  return repo.contact(ctx.db, hotelId);
}

export async function saveContact(
  ctx: AppContext,
  hotelId: number,
  body: repo.ContactInput,
  caller: Caller,
): Promise<repo.Contact> {
  allow(caller, 'insurance.contact');
  const invalid = validationErrorFrom(validateInsuranceContact(body), caller.lang);
  if (invalid) throw invalid;
  const clean = {
    name: body.name.trim(),
    email: body.email.trim(),
    phone: body.phone.trim(),
    position: body.position.trim(),
  };
  return withRetry(() => repo.saveContact(ctx.db, hotelId, clean, caller.accountId, ctx.clock()));
}
