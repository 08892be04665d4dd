/**
 * Web push (docs/decisions/web-push.md): a device's registration (GraphQL setFirebaseToken) and the key it
 * subscribes with. Sending lives in sender.ts, reached through `ctx.push`.
 */
import type { Res } from '@extranet/api/operations';
import type { AppContext } from '../../context.js';
import * as repo from './repository.js';
import { parsePushToken, PUSH_TOKEN_MAX_LENGTH, type PushTokenProblem } from './subscription.js';

export function config(ctx: AppContext): Res<'getPushConfig'> {
  return { applicationServerKey: ctx.push.publicKey };
}

export type RegisterOutcome =
  { ok: true } | { ok: false; problem: PushTokenProblem; params?: Record<string, number> };

/** Keeps the caller's device for the property the session is on (businessId '' without one). */
export async function registerDevice(
  ctx: AppContext,
  input: { accountId: number; businessId: string; token: string; channelId: string | null },
): Promise<RegisterOutcome> {
  const parsed = parsePushToken(input.token);
  if (!parsed.ok) {
    return parsed.problem === 'TOO_LONG'
      ? { ok: false, problem: 'TOO_LONG', params: { limit: PUSH_TOKEN_MAX_LENGTH } }
      : { ok: false, problem: parsed.problem };
  }
  await repo.saveToken(ctx.db, {
    accountId: input.accountId,
    businessId: input.businessId,
    endpoint: parsed.subscription.endpoint,
    token: parsed.token,
    channelId: input.channelId,
  });
  return { ok: true };
}
