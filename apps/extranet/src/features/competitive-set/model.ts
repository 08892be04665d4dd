/**
 * The competitive set screen's pure model: the filters of the marketplace search and their query, and the
 * choice of properties (kept across pages and searches) checked by the domain's rule (15 to 30, SPEC 5).
 */
import type { Schemas } from '@extranet/api';
import {
  COMPETITIVE_SET_MAX,
  competitiveSetProblems,
  type MarketCity,
  type MarketPropertyType,
} from '@extranet/domain';

export type MarketProperty = Schemas['MarketProperty'];
export type CompetitiveSet = Schemas['CompetitiveSet'];

export interface MarketFilters {
  city: MarketCity | '';
  stars: string;
  type: MarketPropertyType | '';
  name: string;
}

export interface MarketQuery {
  city?: MarketCity;
  stars?: number;
  type?: MarketPropertyType;
  name?: string;
  page: number;
  size: number;
}

export const PAGE_SIZE = 20;

export const emptyFilters: MarketFilters = { city: '', stars: '', type: '', name: '' };

/** The search's query: only the filters set; `page` is 1-based on screen, 0-based for the server. */
export function queryOf(f: MarketFilters, page: number): MarketQuery {
  const name = f.name.trim().slice(0, 80);
  return {
    ...(f.city ? { city: f.city } : {}),
    ...(f.stars ? { stars: Number(f.stars) } : {}),
    ...(f.type ? { type: f.type } : {}),
    ...(name ? { name } : {}),
    page: page - 1,
    size: PAGE_SIZE,
  };
}

/** The chosen properties in the order chosen. */
export type Choice = readonly MarketProperty[];

export const isChosen = (choice: Choice, id: number) => choice.some((p) => p.marketPropertyId === id);

/** Adds or removes a property; never more than COMPETITIVE_SET_MAX. */
export function toggle(choice: Choice, p: MarketProperty): Choice {
  if (isChosen(choice, p.marketPropertyId))
    return choice.filter((c) => c.marketPropertyId !== p.marketPropertyId);
  return choice.length >= COMPETITIVE_SET_MAX ? choice : [...choice, p];
}

/** The code of the choice's problem (COMPETITIVE_SET_SIZE), or null when it may be saved. */
export function choiceProblem(choice: Choice): string | null {
  return competitiveSetProblems(choice.map((p) => p.marketPropertyId))[0]?.code ?? null;
}
