import { describe, expect, it } from 'vitest';
import { LANGUAGES, createTranslator, translate, type Language } from '@extranet/i18n';
import {
  HELP_ARTICLES,
  HELP_CATEGORIES,
  HELP_PARAMS,
  articleBySlug,
  articleKey,
  articleText,
  blockKeys,
} from './help-articles';
import { normalizeText, queryTerms, searchHelp } from './model';

const tr = (lang: Language) => createTranslator(lang);
const slugs = (lang: Language, query: string) =>
  searchHelp(HELP_ARTICLES, query, tr(lang)).map((h) => h.article.slug);

describe('help articles', () => {
  it('has at least 12 articles with unique slugs, and every topic has articles', () => {
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(HELP_ARTICLES.map((a) => a.slug)).size).toBe(HELP_ARTICLES.length);
    for (const c of HELP_CATEGORIES) expect(HELP_ARTICLES.some((a) => a.category === c)).toBe(true);
    for (const a of HELP_ARTICLES) expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(LANGUAGES)(
    '%s: every title, summary and block has a message, with every placeholder filled',
    (lang) => {
      const missing: string[] = [];
      const unfilled: string[] = [];
      for (const a of HELP_ARTICLES) {
        for (const key of [articleKey(a, 'title'), articleKey(a, 'summary'), ...blockKeys(a)]) {
          const text = translate(lang, key, HELP_PARAMS);
          if (text === undefined) missing.push(key);
          else if (/%\w+%/.test(text)) unfilled.push(`${key}: ${text}`);
        }
      }
      expect(missing).toEqual([]);
      expect(unfilled).toEqual([]);
    },
  );

  it('quotes the product rules of the spec (OTP, PIN, photos, payment)', () => {
    const en = (slug: string) => {
      const a = articleBySlug(slug);
      if (!a) throw new Error(slug);
      const text = articleText(a, tr('en'));
      return `${text.title} ${text.summary} ${text.body}`;
    };
    expect(en('forgot-password')).toContain('4-digit code');
    expect(en('forgot-password')).toContain('You have 3 attempts');
    expect(en('finance-pin')).toContain('exactly 6 digits');
    expect(en('finance-pin')).toContain('After 5 wrong entries');
    expect(en('photo-requirements')).toContain('JPG or JPEG only');
    expect(en('content-score')).toContain('at least 15 photos');
    expect(en('invoices-and-payments')).toContain('within 7 days after the monthly invoice');
  });
});

describe('normalizeText and queryTerms', () => {
  it('ignores case, accents, quotes and extra spaces', () => {
    expect(normalizeText('  Ré-Sumé   “PIN”  ')).toBe('re-sume pin');
    expect(queryTerms('  kata   SANDI ')).toEqual(['kata', 'sandi']);
    expect(queryTerms('   ')).toEqual([]);
  });
});

describe('searchHelp', () => {
  it('returns every article, in the help centre order, for a blank query', () => {
    expect(slugs('id', '')).toEqual(HELP_ARTICLES.map((a) => a.slug));
    expect(slugs('en', '   ')).toEqual(HELP_ARTICLES.map((a) => a.slug));
  });

  it('filters by title, title matches first', () => {
    const hits = searchHelp(HELP_ARTICLES, 'password', tr('en'));
    expect(hits.length).toBeGreaterThan(2);
    expect(
      hits
        .slice(0, 2)
        .map((h) => h.article.slug)
        .sort(),
    ).toEqual(['forgot-password', 'password-rules']);
    expect(hits.slice(0, 2).every((h) => h.inTitle)).toBe(true);
    expect(hits.slice(2).every((h) => !h.inTitle)).toBe(true);
  });

  it('filters by body text too', () => {
    // "spam" is only in the body of the forgot-password article; "watermark" only in the photo rules.
    expect(slugs('en', 'spam')).toEqual(['forgot-password']);
    expect(slugs('id', 'spam')).toEqual(['forgot-password']);
    expect(slugs('en', 'watermarks')).toEqual(['photo-requirements']);
    expect(slugs('id', 'WATERMARK')).toEqual(['photo-requirements']);
  });

  it('needs every word of the query', () => {
    expect(slugs('en', 'PIN blocked')).toEqual(['finance-pin']);
    expect(slugs('en', 'PIN photosynthesis')).toEqual([]);
  });

  it('searches the language of the page', () => {
    expect(slugs('id', 'kata sandi')).toContain('forgot-password');
    expect(slugs('en', 'kata sandi')).toEqual([]);
    expect(slugs('en', 'allotment')[0]).toBe('allotment-and-close-out');
    expect(slugs('id', 'alokasi kamar')[0]).toBe('allotment-and-close-out');
  });

  it('finds the numbers the articles quote', () => {
    expect(slugs('en', '6 digits')).toContain('finance-pin');
    expect(slugs('id', '15 foto')).toContain('content-score');
  });

  it('finds nothing for an unknown word', () => {
    expect(slugs('id', 'xyzzy')).toEqual([]);
  });
});
