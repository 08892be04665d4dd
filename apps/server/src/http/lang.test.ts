import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './lang.js';

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['id-ID', 'id'],
    ['fr, en;q=0.5, id;q=0.8', 'id'],
    ['en;q=0, id;q=0.1', 'id'],
    ['de, fr', undefined],
    ['EN-gb', 'en'],
  ])('%s -> %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
