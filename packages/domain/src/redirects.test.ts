import { describe, expect, it } from 'vitest';
import { LEGACY_REDIRECT_PATHS, hostOf, legacyRedirectTarget } from './redirects.js';
import { matchRoute } from './route-match.js';

const NEW = 'https://new.example.com';
const APP = 'extranet.example.com';
const base = { search: '', newExtranetUrl: NEW, appHost: APP };

describe('legacyRedirectTarget', () => {
  it.each([
    '/v3/app/home',
    '/login',
    '/v3/app/login',
    '/register',
    '/forgot-password',
    '/forgot-password/verify',
    '/forgot-password/change',
    '/v3/registration/property-category',
    '/v3/analytics/competitive-set',
    '/v3/analytics/average-daily-rate',
    '/v3/promotions-and-campaigns/promo-list',
    '/v3/promotions-and-campaigns/campaign-list',
    '/v3/change-hotel',
  ])('redirects %s to the same path on the new app', (pathname) => {
    expect(legacyRedirectTarget({ ...base, pathname })).toBe(`${NEW}${pathname}`);
  });

  it('lists only known routes', () => {
    for (const p of LEGACY_REDIRECT_PATHS) expect(matchRoute(p), p).not.toBeNull();
  });

  it.each([
    ['/v3/finance/payment-list', NEW],
    ['/v3/app/homes', NEW],
    ['/v3/app/home/x', NEW],
    ['/login', undefined],
    ['/login', null],
    ['/login', ''],
    ['/login', '   '],
  ])('no redirect for %s with newExtranetUrl %j', (pathname, newExtranetUrl) => {
    expect(legacyRedirectTarget({ ...base, pathname, newExtranetUrl })).toBeNull();
  });

  it.each<[string, string, string, string | null | undefined, string]>([
    [
      'trailing slash on the base',
      'https://new.example.com/',
      '',
      undefined,
      'https://new.example.com/login',
    ],
    ['base with a path', 'https://new.example.com/x/', '', undefined, 'https://new.example.com/x/login'],
    ['other params kept', NEW, '?lang=en&a=1', undefined, `${NEW}/login?lang=en&a=1`],
    ['search without ?', NEW, 'lang=en', undefined, `${NEW}/login?lang=en`],
    [
      'absolute ref from the app host kept, encoded',
      NEW,
      `?ref=${encodeURIComponent('https://extranet.example.com/v3/app/home?x=1')}`,
      undefined,
      `${NEW}/login?ref=https%3A%2F%2Fextranet.example.com%2Fv3%2Fapp%2Fhome%3Fx%3D1`,
    ],
    [
      'ref from the app host, host in other case',
      NEW,
      `?ref=${encodeURIComponent('https://EXTRANET.example.com/v3')}`,
      undefined,
      `${NEW}/login?ref=https%3A%2F%2FEXTRANET.example.com%2Fv3`,
    ],
    [
      'ref from another host dropped',
      NEW,
      `?ref=${encodeURIComponent('https://evil.example.com/x')}&a=1`,
      undefined,
      `${NEW}/login?a=1`,
    ],
    [
      'ref from a subdomain dropped',
      NEW,
      `?ref=${encodeURIComponent('https://a.extranet.example.com/x')}`,
      undefined,
      `${NEW}/login`,
    ],
    [
      'ref on another port dropped',
      NEW,
      `?ref=${encodeURIComponent('https://extranet.example.com:8443/x')}`,
      undefined,
      `${NEW}/login`,
    ],
    [
      'relative ref with refHost = app host kept',
      NEW,
      `?ref=${encodeURIComponent('/v3/app/home')}`,
      APP,
      `${NEW}/login?ref=%2Fv3%2Fapp%2Fhome`,
    ],
    [
      'relative ref with another refHost dropped',
      NEW,
      `?ref=${encodeURIComponent('/v3/app/home')}`,
      'evil.example.com',
      `${NEW}/login`,
    ],
    [
      'relative ref without refHost dropped',
      NEW,
      `?ref=${encodeURIComponent('/v3/app/home')}`,
      undefined,
      `${NEW}/login`,
    ],
    [
      'protocol-relative ref dropped',
      NEW,
      `?ref=${encodeURIComponent('//extranet.example.com/x')}`,
      APP,
      `${NEW}/login`,
    ],
    ['javascript ref dropped', NEW, `?ref=${encodeURIComponent('javascript:alert(1)')}`, APP, `${NEW}/login`],
    ['empty ref dropped', NEW, '?ref=', APP, `${NEW}/login`],
    [
      'userinfo trick dropped',
      NEW,
      `?ref=${encodeURIComponent('https://extranet.example.com@evil.com/')}`,
      APP,
      `${NEW}/login`,
    ],
    ['undecodable ref dropped', NEW, '?ref=%E0%A4%A&a=1', APP, `${NEW}/login?a=1`],
    ['other params kept raw', NEW, '?q=a+b&x=%E0%A4%A&flag', APP, `${NEW}/login?q=a+b&x=%E0%A4%A&flag`],
    [
      'ref with default port kept',
      NEW,
      `?ref=${encodeURIComponent('https://extranet.example.com:443/v3')}`,
      APP,
      `${NEW}/login?ref=https%3A%2F%2Fextranet.example.com%3A443%2Fv3`,
    ],
    ['form-encoded relative ref kept', NEW, '?ref=/v3/app/home', APP, `${NEW}/login?ref=%2Fv3%2Fapp%2Fhome`],
  ])('%s', (_name, newExtranetUrl, search, refHost, expected) => {
    expect(legacyRedirectTarget({ pathname: '/login', search, newExtranetUrl, appHost: APP, refHost })).toBe(
      expected,
    );
  });

  it('drops every ref when APP_HOST is not set', () => {
    const ref = encodeURIComponent('https://extranet.example.com/v3');
    expect(
      legacyRedirectTarget({ ...base, appHost: undefined, pathname: '/login', search: `?ref=${ref}` }),
    ).toBe(`${NEW}/login`);
  });

  it('accepts APP_HOST given as a URL', () => {
    const ref = encodeURIComponent('https://extranet.example.com/v3');
    expect(
      legacyRedirectTarget({
        ...base,
        appHost: 'https://extranet.example.com/',
        pathname: '/login',
        search: `?ref=${ref}`,
      }),
    ).toBe(`${NEW}/login?ref=${ref}`);
  });

  it('normalises a trailing slash and ignores a query on the pathname', () => {
    expect(legacyRedirectTarget({ ...base, pathname: '/v3/change-hotel/?x=1' })).toBe(
      `${NEW}/v3/change-hotel`,
    );
  });
});

describe('hostOf', () => {
  it.each([
    ['extranet.example.com', 'extranet.example.com'],
    ['Extranet.Example.com:8080', 'extranet.example.com:8080'],
    ['https://extranet.example.com/path', 'extranet.example.com'],
    ['http://localhost:3000', 'localhost:3000'],
    ['', null],
    [null, null],
    [undefined, null],
    ['http://', null],
    ['https://extranet.example.com:443/x', 'extranet.example.com'],
    ['http://extranet.example.com:80', 'extranet.example.com'],
    ['http://extranet.example.com:443', 'extranet.example.com:443'],
    ['https://user:pw@extranet.example.com/a', 'extranet.example.com'],
    ['http://[::1]:3000/', '[::1]:3000'],
    ['bad host!', null],
    ['   ', null],
  ])('hostOf(%j) = %j', (input, expected) => {
    expect(hostOf(input)).toBe(expected);
  });
});
