/**
 * Every change the activity log records has a name in both languages: each write of the contract at a property
 * (a `hotelId` path parameter) that is activity (@extranet/domain isLoggedActivity) has its
 * `activityLog.op.<operationId>` text, so an entry never shows an operation's id to a user.
 */
import { isLoggedActivity } from '@extranet/domain';
import { LANGUAGES, translate } from '@extranet/i18n';
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../../openapi/contract.js';

describe('activity log labels', () => {
  it('name every logged operation in every language', async () => {
    const logged = listOperations(await loadContract())
      .filter((op) => op.parameters.some((p) => p.in === 'path' && p.name === 'hotelId'))
      .filter((op) => isLoggedActivity(op.method, op.operationId))
      .map((op) => op.operationId);
    expect(logged.length).toBeGreaterThan(50);
    const missing = LANGUAGES.flatMap((lang) =>
      logged
        .filter((id) => translate(lang, `activityLog.op.${id}`) === undefined)
        .map((id) => `${lang}:${id}`),
    );
    expect(missing).toEqual([]);
  });
});
