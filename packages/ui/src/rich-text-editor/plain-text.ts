import type { Node as PmNode } from '@tiptap/pm/model';
import { textLength } from '@extranet/domain';

/**
 * The text a reader sees: every paragraph (also inside list items) on its own line, hard breaks as line
 * breaks. This matches how `@extranet/validation` reads rich text, so the counter agrees with the rule.
 */
export function plainText(doc: PmNode): string {
  const blocks: string[] = [];
  doc.descendants((node) => {
    if (!node.isTextblock) return true;
    blocks.push(node.textBetween(0, node.content.size, undefined, '\n'));
    return false;
  });
  return blocks.join('\n');
}

/** Length in code points (an emoji counts once). */
export function plainTextLength(doc: PmNode): number {
  return textLength(plainText(doc));
}

/** Only web links: `javascript:` and friends never become a link. */
export function normaliseUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}
