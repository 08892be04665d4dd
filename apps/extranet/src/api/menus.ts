import { useQuery } from '@tanstack/react-query';
import { errorFromBody, newRequestId } from '@extranet/api';
import { routeById } from '@extranet/domain';
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
      items.push({ routeId, path, label, isNew: it.isNew === true || it.new === true });
    }
    if (items.length === 0) continue;
    const id = str(raw.id) ?? items[0]?.routeId ?? String(sections.length);
    const label = str(raw.label) ?? (str(raw.labelKey) ? translate(String(raw.labelKey)) : id);
    sections.push({ id, label, icon: str(raw.icon) ?? 'dot', items });
  }
  return sections;
}

export const MENUS_PATH = '/v3/app/api/menus';

export function useMenus(hotelId: number | null) {
  const { lang, t } = useLanguage();
  return useQuery({
    queryKey: ['menus', lang, hotelId],
    queryFn: async () => {
      const requestId = newRequestId();
      const response = await fetch(MENUS_PATH, {
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'x-language': lang, 'x-request-id': requestId },
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) throw errorFromBody(response.status, response.statusText, body, requestId);
      return body;
    },
    select: (body) => normalizeMenu(body, (key) => t(key)),
    staleTime: 5 * 60_000,
  });
}
