import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeRef } from './after-sign-in';
import { session } from '../../../test/fake-server';

describe('safeRef', () => {
  it.each([
    ['/v3/finance/payment-list', '/v3/finance/payment-list'],
    ['/v3/app/home?x=1', '/v3/app/home?x=1'],
    ['//evil.example/v3', null],
    ['https://evil.example/', null],
    ['/\\evil.example', null],
    ['/login', null],
    ['/v3/app/login', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (ref, expected) => {
    expect(safeRef(ref)).toBe(expected);
  });
});

describe('afterSignInPath', () => {
  it('follows a safe ref', () => {
    expect(afterSignInPath(session(), '/v3/property/photo-gallery')).toBe('/v3/property/photo-gallery');
  });
  it('goes home without one', () => {
    expect(afterSignInPath(session(), null)).toBe('/v3/app/home');
  });
  it('sends a property in registration to its step', () => {
    expect(afterSignInPath(session({ hotel: { activeStatus: -1, accommodationType: null } }), null)).toBe(
      '/v3/registration/property-category',
    );
  });
});
