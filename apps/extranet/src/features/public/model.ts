import { articleText, type HelpArticle, type HelpTranslate } from './help-articles';

/** Lower case, without accents and with single spaces, so "Pembaruan  MASSAL" finds "pembaruan massal". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[“”"'’‘]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query; empty for a blank query. */
export function queryTerms(query: string): string[] {
  const normalized = normalizeText(query);
  return normalized ? normalized.split(' ') : [];
}

export interface HelpSearchHit {
  readonly article: HelpArticle;
  readonly title: string;
  readonly summary: string;
  /** True when every word of the query is in the title. */
  readonly inTitle: boolean;
}

/**
 * The articles whose title, summary or body (in the language of `t`) contain every word of the query, as
 * the user types. Articles matching in the title come first; otherwise the help centre's order is kept.
 * A blank query returns every article.
 */
export function searchHelp(
  articles: readonly HelpArticle[],
  query: string,
  t: HelpTranslate,
): HelpSearchHit[] {
  const terms = queryTerms(query);
  const hits: HelpSearchHit[] = [];
  for (const article of articles) {
    const text = articleText(article, t);
    const title = normalizeText(text.title);
    const all = `${title}\n${normalizeText(text.summary)}\n${normalizeText(text.body)}`;
    if (!terms.every((term) => all.includes(term))) continue;
    hits.push({
      article,
      title: text.title,
      summary: text.summary,
      inTitle: terms.length > 0 && terms.every((term) => title.includes(term)),
    });
  }
  return [...hits.filter((h) => h.inTitle), ...hits.filter((h) => !h.inTitle)];
}
