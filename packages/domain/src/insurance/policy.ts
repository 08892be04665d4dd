/**
 * Who may do what in the insurance area (SPEC 6): the bookings sold with insurance are "most extranet routes"
 * (roles 3, 4, 5, 7); the property's insurance contact is for administrators only (role 7).
 */
import { ROLE_ACCESS } from '../roles.js';

export interface InsuranceAccess {
  /** The caller's roles at the property. */
  readonly roles: readonly number[];
}

export const INSURANCE_ACTIONS = [
  /** The bookings sold with insurance, their coverage and how to claim. */
  'insurance.read',
  /** Read and save the property's insurance contact. */
  'insurance.contact',
] as const;
export type InsuranceAction = (typeof INSURANCE_ACTIONS)[number];

const has = (access: InsuranceAccess, list: readonly number[]) => access.roles.some((r) => list.includes(r));

export function can(access: InsuranceAccess, action: InsuranceAction): boolean {
  switch (action) {
    case 'insurance.read':
      return has(access, ROLE_ACCESS.MOST);
    case 'insurance.contact':
      return has(access, ROLE_ACCESS.INSURANCE);
  }
}
