import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from '@extranet/i18n';

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Literal keys of the app's own namespaces (`auth`, `shell`) used anywhere in the app's code. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sources(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /['"`]((?:auth|shell)\.[A-Za-z0-9_.-]+[A-Za-z0-9_])['"`]/g,
    )) {
      keys.add(match[1] as string);
    }
  }
  // A namespace named in a comment (`shell.areas`) is a prefix of real keys, not a key.
  return [...keys].filter((k) => ![...keys].some((other) => other.startsWith(`${k}.`))).sort();
}

describe('the app’s messages', () => {
  const keys = usedKeys();

  it('finds the keys it checks', () => {
    expect(keys.length).toBeGreaterThan(50);
  });

  it.each(keys)('%s exists in id and en', (key) => {
    expect(translate('id', key)).toBeTruthy();
    expect(translate('en', key)).toBeTruthy();
  });
});
