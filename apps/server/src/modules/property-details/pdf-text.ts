/**
 * Reads the text back out of a PDF made by pdfkit with its standard fonts (tests of the preview PDF): inflates
 * the FlateDecode streams and joins the strings of each TJ/Tj operator. Not a general PDF parser.
 */
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = pattern.exec(raw); m; m = pattern.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const body = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(m[1] ?? '')) {
      try {
        out.push(inflateSync(body).toString('latin1'));
      } catch {
        // Not a content stream we can read (e.g. a truncated one): skip it.
      }
    } else out.push(body.toString('latin1'));
  }
  return out;
}

function decodeLiteral(s: string): string {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, e: string) => {
    const map: Record<string, string> = {
      n: '\n',
      r: '\r',
      t: '\t',
      b: '\b',
      f: '\f',
      '(': '(',
      ')': ')',
      '\\': '\\',
    };
    return map[e] ?? String.fromCharCode(parseInt(e, 8));
  });
}

/** The text of every line the PDF draws, in drawing order, one operator per line. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of streams(pdf)) {
    const ops = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g;
    for (let m = ops.exec(content); m; m = ops.exec(content)) {
      const parts = (m[1] ?? m[2] ?? '').match(/<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
      lines.push(
        parts
          .map((p) =>
            p.startsWith('<')
              ? Buffer.from(p.slice(1, -1), 'hex').toString('latin1')
              : decodeLiteral(p.slice(1, -1)),
          )
          .join(''),
      );
    }
  }
  return lines.join('\n');
}
