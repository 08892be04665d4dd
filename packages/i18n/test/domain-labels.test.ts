// Cross-check: every label key the domain package refers to exists in both catalogs. The domain package
// does not depend on i18n (and i18n not on domain), so this test reads domain's sources by relative path.
import { describe, expect, it } from 'vitest';
import {
  MENU,
  ROLE,
  ROUTES,
  roleLabelKey,
  activeStatusName,
  ACTIVE_STATUSES,
} from '../../domain/src/index.js';
import { LANGUAGES, translate } from '../src/index.js';

const keys = [
  ...ROUTES.map((r) => r.labelKey),
  ...MENU.map((s) => s.labelKey),
  ...MENU.flatMap((s) => s.items.map((i) => i.labelKey)),
  ...Object.values(ROLE).map((id) => roleLabelKey(id)),
  roleLabelKey(-1),
  ...ACTIVE_STATUSES.map((s) => `common.activeStatus.${activeStatusName(s)}`),
  ...['FORBIDDEN', 'LOS_RATE_MODEL', 'VENDOR_PRICE_VALIDATION', 'NOT_APPROVE_ONLINE', 'NOT_A_HOME'].map(
    (r) => `common.errors.accessDenied.reasons.${r}`,
  ),
];

describe('domain label keys', () => {
  it.each(LANGUAGES)('all exist in %s', (lang) => {
    expect([...new Set(keys)].filter((k) => translate(lang, k) === undefined)).toEqual([]);
  });
});
