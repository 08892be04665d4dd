/**
 * Numeric role ids (SPEC section 6, fixed by issue 2). The spec only names some roles; the ids of the
 * others were chosen so that the access lists of SPEC section 6 come out right. See README.md.
 */
export const ROLE = {
  /** Owner-side manager of a property: content, rates, promotions, finance. */
  PROPERTY_MANAGER: 3,
  /** Manages prices, rate plans and promotions. */
  REVENUE_MANAGER: 4,
  /** Reservation staff: always receives booking e-mails. */
  RESERVATION: 5,
  /** Front office: home, bookings, performance, announcements, user list and finance only. */
  FRONT_OFFICE: 6,
  /** Administrator: given to the registering contact; everything of a property. */
  ADMINISTRATOR: 7,
  /** Marketplace customer-service staff (not tied to one property). */
  CUSTOMER_SERVICE: 12,
  /** Finance administrator: finance pages and the hotel contract. */
  FINANCE_ADMIN: 13,
  /** Marketplace market manager: approves commission, payment-detail, loyalty and PIN-reset requests. */
  MARKET_MANAGER: 20,
} as const;

export type RoleName = keyof typeof ROLE;
export type RoleId = (typeof ROLE)[RoleName];

export const ALL_ROLE_IDS: readonly RoleId[] = Object.values(ROLE);

/** Roles a user can hold for one property (the others are marketplace staff roles). */
export const PROPERTY_ROLE_IDS: readonly RoleId[] = [3, 4, 5, 6, 7, 13];

/**
 * A market manager of a property: the marketplace staff role 20 (account_roles), or role 20 held at the
 * property itself. The one rule for the server's checks and the session's abilities.
 */
export function isMarketManager(propertyRoles: readonly number[], staffRoles: readonly number[]): boolean {
  return propertyRoles.includes(ROLE.MARKET_MANAGER) || staffRoles.includes(ROLE.MARKET_MANAGER);
}

/**
 * The roles that count on a property's pages: the roles held there plus the marketplace staff roles (customer
 * service, market manager) among `accountRoles` (the session's comma-separated account `role`, which lists both).
 * A market manager who also works at a property keeps the review pages while that property is the current one.
 */
export function withStaffRoles(propertyRoles: readonly number[], accountRoles: readonly number[]): number[] {
  const staff = accountRoles.filter((r) => !(PROPERTY_ROLE_IDS as readonly number[]).includes(r));
  return [...new Set([...propertyRoles, ...staff])];
}

/** Access lists of SPEC section 6. */
export const ROLE_ACCESS = {
  /** Most extranet routes. */
  MOST: [3, 4, 5, 7],
  /** Home, booking search, performance, announcements, user manage. */
  WITH_FRONT_OFFICE: [3, 4, 5, 6, 7],
  CHAT: [4, 5, 7],
  INSURANCE: [7],
  FINANCE: [3, 4, 6, 7, 13],
  HOTEL_CONTRACT: [3, 4, 7, 13],
  CUSTOMER_SERVICE: [12],
  /** The review queue of new properties and general-info change requests. */
  MARKET_MANAGER: [20],
} as const satisfies Record<string, readonly RoleId[]>;

/** The second guard list of SPEC section 6: the property must be approved (offline or online). */
export const STATUS_GUARD: readonly number[] = [1, 2];

/** i18n key (namespace `common`) of a role's display name. */
export function roleLabelKey(roleId: number): string {
  const name = (Object.keys(ROLE) as RoleName[]).find((k) => ROLE[k] === roleId);
  return name ? `common.roles.${name}` : 'common.roles.UNKNOWN';
}

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ALL_ROLE_IDS as readonly number[]).includes(value);
}

/**
 * Parses a comma-separated id list as stored on the account (`role`, `priv`): `'3,7'` -> `[3, 7]`.
 * Blanks and non-integer parts are ignored, duplicates removed, order kept. Accepts arrays and null.
 */
export function parseIdList(value: string | readonly (number | string)[] | null | undefined): number[] {
  if (value === null || value === undefined) return [];
  const parts = typeof value === 'string' ? value.split(',') : value;
  const out: number[] = [];
  for (const part of parts) {
    const text = String(part).trim();
    if (!/^-?\d+$/.test(text)) continue;
    const n = Number(text);
    if (Number.isSafeInteger(n) && !out.includes(n)) out.push(n);
  }
  return out;
}

/** Inverse of parseIdList: `[3, 7]` -> `'3,7'`. */
export function formatIdList(ids: readonly number[]): string {
  return ids.join(',');
}
