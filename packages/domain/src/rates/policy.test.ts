import { describe, expect, it } from 'vitest';
import type { AccessHotel } from '../guards.js';
import { isMarketManager, ROLE } from '../roles.js';
import { can, ratesAbilities, ratesDenial, type RatesAccess, type RatesAction } from './policy.js';

const hotel = (rateModel: 'DAILY' | 'LOS' | null = 'DAILY'): AccessHotel => ({
  activeStatus: 1,
  accommodationType: 'HOTEL',
  rateModel,
  vendor: null,
  vendorSkipPriceValidation: false,
  features: [],
  registrationStep: null,
});

const MM = ROLE.MARKET_MANAGER;
const access = (roles: number[], staffRoles: number[] = [], rateModel?: 'DAILY' | 'LOS'): RatesAccess => ({
  roles,
  staffRoles,
  hotel: hotel(rateModel),
});

describe('isMarketManager', () => {
  it.each([
    [[3], [], false],
    [[MM], [], true],
    [[3], [MM], true],
    [[], [12], false],
    [[3, 7], [12, MM], true],
  ])('property roles %j, staff roles %j: %s', (roles, staff, expected) => {
    expect(isMarketManager(roles, staff)).toBe(expected);
  });
});

describe('the rates policy', () => {
  const owner = access([ROLE.ADMINISTRATOR]);
  const revenue = access([ROLE.REVENUE_MANAGER]);
  const frontOffice = access([ROLE.FRONT_OFFICE]);
  const staffMm = access([ROLE.PROPERTY_MANAGER], [MM]);
  const propertyMmOnly = access([MM]);
  const ownerOfLos = access([ROLE.ADMINISTRATOR], [], 'LOS');
  const mmOfLos = access([ROLE.PROPERTY_MANAGER], [MM], 'LOS');

  it.each<[string, RatesAccess, RatesAction, { tariffMode?: 'PROPERTY' | 'STATIC' }, string | null]>([
    // rate plans: the "most routes" roles or a market manager; a static plan only a market manager
    ['owner edits a plan', owner, 'ratePlan.edit', {}, null],
    ['owner edits a property-tariff plan', owner, 'ratePlan.edit', { tariffMode: 'PROPERTY' }, null],
    [
      'owner edits a static plan',
      owner,
      'ratePlan.edit',
      { tariffMode: 'STATIC' },
      'MARKET_MANAGER_REQUIRED',
    ],
    ['front office edits a plan', frontOffice, 'ratePlan.edit', {}, 'FORBIDDEN'],
    ['front office edits a static plan', frontOffice, 'ratePlan.edit', { tariffMode: 'STATIC' }, 'FORBIDDEN'],
    ['market manager (staff) edits a static plan', staffMm, 'ratePlan.edit', { tariffMode: 'STATIC' }, null],
    ['market manager (property role only) edits a plan', propertyMmOnly, 'ratePlan.edit', {}, null],
    ['owner: static plans', owner, 'ratePlan.editStatic', {}, 'MARKET_MANAGER_REQUIRED'],
    ['market manager: static plans', staffMm, 'ratePlan.editStatic', {}, null],
    ['property market manager: static plans', propertyMmOnly, 'ratePlan.editStatic', {}, null],
    // pricing model: only a market manager
    ['owner: pricing model', owner, 'pricingModel.edit', {}, 'MARKET_MANAGER_REQUIRED'],
    ['revenue manager: pricing model', revenue, 'pricingModel.edit', {}, 'MARKET_MANAGER_REQUIRED'],
    ['market manager: pricing model', staffMm, 'pricingModel.edit', {}, null],
    ['property market manager: pricing model', propertyMmOnly, 'pricingModel.edit', {}, null],
    // ARI calendar: the "most routes" roles; a static plan's prices also need a market manager
    ['owner: calendar', owner, 'ari.edit', {}, null],
    ['front office: calendar', frontOffice, 'ari.edit', {}, 'FORBIDDEN'],
    ['property market manager only: calendar', propertyMmOnly, 'ari.edit', {}, 'FORBIDDEN'],
    ['owner: static prices', owner, 'ari.editStaticRates', {}, 'MARKET_MANAGER_REQUIRED'],
    ['market manager: static prices', staffMm, 'ari.editStaticRates', {}, null],
    ['front office: static prices', frontOffice, 'ari.editStaticRates', {}, 'FORBIDDEN'],
    // bulk updates: the "most routes" roles, never at a property priced by length of stay
    ['owner: bulk updates', owner, 'bulkUpdate.apply', {}, null],
    ['front office: bulk updates', frontOffice, 'bulkUpdate.apply', {}, 'FORBIDDEN'],
    ['owner of a LOS property: bulk updates', ownerOfLos, 'bulkUpdate.apply', {}, 'LOS_RATE_MODEL'],
    ['market manager of a LOS property: bulk updates', mmOfLos, 'bulkUpdate.apply', {}, 'LOS_RATE_MODEL'],
  ])('%s', (_name, who, action, resource, denial) => {
    expect(ratesDenial(who, action, resource)).toBe(denial);
    expect(can(who, action, resource)).toBe(denial === null);
  });

  it('lists the abilities of a caller for every action', () => {
    expect(ratesAbilities(owner)).toEqual({
      'ratePlan.edit': true,
      'ratePlan.editStatic': false,
      'pricingModel.edit': false,
      'ari.edit': true,
      'ari.editStaticRates': false,
      'bulkUpdate.apply': true,
    });
    expect(ratesAbilities(mmOfLos)).toEqual({
      'ratePlan.edit': true,
      'ratePlan.editStatic': true,
      'pricingModel.edit': true,
      'ari.edit': true,
      'ari.editStaticRates': true,
      'bulkUpdate.apply': false,
    });
  });
});
