/**
 * Countries (i18n-iso-countries, names in the caller's language) and Indonesian areas (idn-area-data: BPS codes
 * of provinces, regencies and districts). Loaded once on first use and kept in memory.
 */
import { createRequire } from 'node:module';
import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';
import { DOMESTIC_COUNTRY } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import type { Schemas } from '@extranet/api/operations';

type Area = Schemas['Area'];
type Country = Schemas['Country'];

interface CountryNames {
  registerLocale(data: unknown): void;
  getNames(lang: string, options?: { select: 'official' }): Record<string, string>;
  isValid(code: string): boolean;
}

let countryLib: CountryNames | undefined;
function countriesLib(): CountryNames {
  if (!countryLib) {
    const require = createRequire(import.meta.url);
    const lib = require('i18n-iso-countries/index.js') as CountryNames;
    lib.registerLocale(require('i18n-iso-countries/langs/id.json'));
    lib.registerLocale(require('i18n-iso-countries/langs/en.json'));
    countryLib = lib;
  }
  return countryLib;
}

const countryLists = new Map<Language, Country[]>();

/** Every country, Indonesia first, then by name in `lang`. */
export function listCountries(lang: Language): Country[] {
  let list = countryLists.get(lang);
  if (!list) {
    const names = countriesLib().getNames(lang, { select: 'official' });
    const collator = new Intl.Collator(lang);
    list = Object.entries(names)
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) =>
        a.code === DOMESTIC_COUNTRY ? -1 : b.code === DOMESTIC_COUNTRY ? 1 : collator.compare(a.name, b.name),
      );
    countryLists.set(lang, list);
  }
  return list;
}

/** True for an ISO 3166-1 alpha-2 code. */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countriesLib().isValid(code);
}

export function countryName(code: string, lang: Language): string {
  return listCountries(lang).find((c) => c.code === code)?.name ?? code;
}

interface AreaIndex {
  provinces: Area[];
  regencies: Map<string, Area[]>;
  districts: Map<string, Area[]>;
  names: Map<string, string>;
}

let areaIndex: Promise<AreaIndex> | undefined;

function groupBy(rows: readonly { code: string; name: string; parent: string }[]): Map<string, Area[]> {
  const map = new Map<string, Area[]>();
  for (const row of rows) {
    const list = map.get(row.parent) ?? [];
    list.push({ code: row.code, name: row.name });
    map.set(row.parent, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'id'));
  return map;
}

async function loadAreas(): Promise<AreaIndex> {
  const [provinces, regencies, districts] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
  ]);
  const names = new Map<string, string>();
  for (const row of [...provinces, ...regencies, ...districts]) names.set(row.code, row.name);
  return {
    provinces: provinces
      .map((p) => ({ code: p.code, name: p.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'id')),
    regencies: groupBy(regencies.map((r) => ({ code: r.code, name: r.name, parent: r.province_code }))),
    districts: groupBy(districts.map((d) => ({ code: d.code, name: d.name, parent: d.regency_code }))),
    names,
  };
}

function areas(): Promise<AreaIndex> {
  areaIndex ??= loadAreas().catch((error: unknown) => {
    areaIndex = undefined;
    throw error;
  });
  return areaIndex;
}

export async function listProvinces(): Promise<Area[]> {
  return (await areas()).provinces;
}

export async function listRegencies(provinceCode: string): Promise<Area[]> {
  return (await areas()).regencies.get(provinceCode) ?? [];
}

export async function listDistricts(regencyCode: string): Promise<Area[]> {
  return (await areas()).districts.get(regencyCode) ?? [];
}

/** The name of a province, regency or district by its code, or undefined when there is none. */
export async function areaName(code: string): Promise<string | undefined> {
  return (await areas()).names.get(code);
}
