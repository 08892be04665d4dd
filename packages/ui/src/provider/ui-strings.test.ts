import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from '@extranet/i18n';

/** Every `t('ui.…')` key used by a component exists in both catalogs, so no label ever renders as its key. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const src = join(import.meta.dirname, '..');
const keys = new Set<string>();
for (const file of sourceFiles(src)) {
  for (const match of readFileSync(file, 'utf8').matchAll(/['"`](ui\.[a-zA-Z0-9_.]+)['"`]/g)) {
    keys.add(match[1]!);
  }
}

describe('built-in strings', () => {
  it('finds the keys used by components', () => {
    expect(keys.size).toBeGreaterThan(10);
  });
  it.each([...keys].sort())('%s exists in id and en', (key) => {
    expect(translate('id', key)).toBeTruthy();
    expect(translate('en', key)).toBeTruthy();
  });
});
