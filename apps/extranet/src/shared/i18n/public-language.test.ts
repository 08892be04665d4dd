import { describe, expect, it } from 'vitest';
import { publicLanguageOf, publicVariantPath } from './public-language';

describe('public page variants', () => {
  it.each([
    ['/v3', 'id', '/v3/en'],
    ['/v3/', 'id', '/v3/en'],
    ['/v3/en', 'en', '/v3/'],
    ['/v3/homes', 'id', '/v3/en/homes'],
    ['/v3/en/help-center', 'en', '/v3/help-center'],
  ] as const)('%s is %s, its other variant %s', (path, lang, other) => {
    expect(publicLanguageOf(path)).toBe(lang);
    expect(publicVariantPath(path, lang === 'id' ? 'en' : 'id')).toBe(other);
    expect(publicVariantPath(path, lang)).toBe(lang === 'en' ? path : path === '/v3' ? '/v3/' : path);
  });
});
