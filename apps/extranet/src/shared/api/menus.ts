import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { isNewLabelShown, routeById } from '@extranet/domain';
import { api } from './client';
import { useLanguage } from '../i18n/language';

export interface ShellMenuItem {
  routeId: string;
  path: string;
  label: string;
  isNew: boolean;
}

export interface ShellMenuSection {
  id: string;
  label: string;
  icon: string;
  items: ShellMenuItem[];
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const today = () => new Date().toISOString().slice(0, 10);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * Reads the server's menu (already filtered by role, privilege, status and feature). Labels come translated
 * from the server when it sends them, otherwise from the catalog keys it names.
 */
export function normalizeMenu(body: unknown, translate: (key: string) => string): ShellMenuSection[] {
  const list = Array.isArray(body)
    ? body
    : isRecord(body)
      ? ((Array.isArray(body.sections)
          ? body.sections
          : Array.isArray(body.menus)
            ? body.menus
            : body.data) ?? [])
      : [];
  if (!Array.isArray(list)) return [];
  const sections: ShellMenuSection[] = [];
  for (const raw of list) {
    if (!isRecord(raw)) continue;
    const items: ShellMenuItem[] = [];
    for (const it of Array.isArray(raw.items) ? raw.items : []) {
      if (!isRecord(it)) continue;
      const routeId = str(it.routeId) ?? str(it.id) ?? '';
      const path = str(it.path) ?? str(it.href) ?? routeById(routeId)?.path;
      if (!path || path.includes(':')) continue;
      const label = str(it.label) ?? (str(it.labelKey) ? translate(String(it.labelKey)) : routeId);
      const since = str(it.newSince);
      items.push({
        routeId,
        path,
        label,
        isNew: it.isNew === true || (since !== undefined && isNewLabelShown(since, today())),
      });
    }
    if (items.length === 0) continue;
    const id = str(raw.id) ?? items[0]?.routeId ?? String(sections.length);
    const label = str(raw.label) ?? (str(raw.labelKey) ? translate(String(raw.labelKey)) : id);
    sections.push({ id, label, icon: str(raw.icon) ?? 'dot', items });
  }
  return sections;
}

export function useMenus(hotelId: number | null) {
  const { lang, t } = useLanguage();
  return useQuery({
    queryKey: ['menus', lang, hotelId],
    // Through the api client, so an expired access token is refreshed like for every other call.
    queryFn: () =>
      unwrap(api.GET('/v3/app/api/menus', hotelId === null ? {} : { params: { query: { hotelId } } })),
    select: (body) => normalizeMenu(body, (key) => t(key)),
    staleTime: 5 * 60_000,
  });
}
