const TAG = /<\/?[a-z][^>]*>/i;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** True when the string carries HTML markup (the output of the rich text editor). */
export function isRichText(value: string): boolean {
  return TAG.test(value);
}

/**
 * The text a reader sees in a rich text value: tags removed, block ends turned into line breaks, entities
 * decoded. Length and emptiness of rich text are judged on this, so `<p></p>` is empty and `<b>abc</b>` has 3
 * characters.
 */
export function toPlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>(?!$)/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\n+$/, '');
}

/** Length in user-perceived characters (code points): the domain's one count, so an emoji counts once. */
export { textLength } from '@extranet/domain';
