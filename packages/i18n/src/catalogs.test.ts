import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, catalogKeys, catalogs, type Tree } from './index.js';

const dir = (lang: string) => fileURLToPath(new URL(`./catalogs/${lang}/`, import.meta.url));
const namespaceFiles = (lang: string) =>
  readdirSync(dir(lang))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();

function leaves(tree: Tree, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([name, value]): Array<[string, unknown]> => {
    const key = prefix ? `${prefix}.${name}` : name;
    return value !== null && typeof value === 'object' ? leaves(value, key) : [[key, value]];
  });
}

const placeholders = (text: string) => [...text.matchAll(/%(\w+)%/g)].map((m) => m[1]).sort();

describe('catalogs', () => {
  it('have the same namespace files in every language', () => {
    expect(namespaceFiles('en')).toEqual(namespaceFiles('id'));
  });

  it.each(LANGUAGES.flatMap((lang) => namespaceFiles(lang).map((ns) => [lang, ns] as const)))(
    '%s/%s.ts is registered in the index under its file name',
    async (lang, ns) => {
      const mod = (await import(`./catalogs/${lang}/${ns}.ts`)) as { default: Tree };
      expect(catalogs[lang][ns]).toBe(mod.default);
    },
  );

  it('register the same namespaces in every language', () => {
    expect(Object.keys(catalogs.en).sort()).toEqual(Object.keys(catalogs.id).sort());
  });

  const ids = new Set(catalogKeys(catalogs.id));
  const ens = new Set(catalogKeys(catalogs.en));
  it('have no key in id that en lacks', () => {
    expect([...ids].filter((k) => !ens.has(k))).toEqual([]);
  });
  it('have no key in en that id lacks', () => {
    expect([...ens].filter((k) => !ids.has(k))).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every value is a non-empty string', (lang) => {
    const bad = leaves(catalogs[lang]).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(bad.map(([k]) => k)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const enValues = new Map(leaves(catalogs.en));
    const mismatched = leaves(catalogs.id)
      .filter(([k, v]) => typeof v === 'string' && ens.has(k))
      .map(([k, v]) => {
        const en = enValues.get(k);
        return [k, placeholders(v as string), placeholders(String(en))] as const;
      })
      .filter(([, a, b]) => a.join() !== b.join())
      .map(([k, a, b]) => `${k}: id ${a.join(',')} / en ${b.join(',')}`);
    expect(mismatched).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every placeholder is well formed (%name%, never %name or name%)', (lang) => {
    const broken = leaves(catalogs[lang])
      .filter(
        ([, v]) =>
          typeof v === 'string' && /%[A-Za-z_]|[A-Za-z_]%/.test(v.replace(/%\w+(?:\|[^|%]*\|[^|%]*)?%/g, '')),
      )
      .map(([k, v]) => `${k}: ${String(v)}`);
    expect(broken).toEqual([]);
  });

  it('give plural keys an _other form next to every _one form', () => {
    const missing = [...ids].filter((k) => k.endsWith('_one') && !ids.has(k.replace(/_one$/, '_other')));
    expect(missing).toEqual([]);
  });
});
