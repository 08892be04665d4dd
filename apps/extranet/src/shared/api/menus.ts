import { useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@extranet/api';
import { DEFAULT_TIME_ZONE, isNewLabelShown, routeById, todayInZone } from '@extranet/domain';
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

/**
 * The server's menu (`GET /v3/app/api/menus`, already filtered by role, privilege, status and feature) as the
 * shell shows it: labels come translated from the server (else from the catalog key it names), items whose
 * path still has a parameter cannot be linked and are dropped, and so are sections left empty.
 */
export function menuSections(
  menu: Schemas['Menu'],
  translate: (key: string) => string,
  today: string,
): ShellMenuSection[] {
  const sections: ShellMenuSection[] = [];
  for (const section of menu.sections) {
    const items: ShellMenuItem[] = [];
    for (const item of section.items) {
      const path = item.path || routeById(item.routeId)?.path;
      if (!path || path.includes(':')) continue;
      items.push({
        routeId: item.routeId,
        path,
        label: item.label || translate(item.labelKey),
        isNew: item.newSince !== undefined && isNewLabelShown(item.newSince, today),
      });
    }
    if (items.length === 0) continue;
    sections.push({
      id: section.id,
      label: section.label || translate(section.labelKey),
      icon: section.icon || 'dot',
      items,
    });
  }
  return sections;
}

/**
 * `GET /v3/app/api/menus` for the current property, in the user's language; "new" labels by the property's
 * today (`timeZone`, else Jakarta's) on the app's clock.
 */
export function useMenus(hotelId: number | null, timeZone: string = DEFAULT_TIME_ZONE) {
  const { lang, t } = useLanguage();
  const today = todayInZone(timeZone);
  return useQuery({
    queryKey: ['menus', lang, hotelId],
    // Through the api client, so an expired access token is refreshed like for every other call.
    queryFn: () =>
      unwrap(api.GET('/v3/app/api/menus', hotelId === null ? {} : { params: { query: { hotelId } } })),
    select: (menu) => menuSections(menu, (key) => t(key), today),
    staleTime: 5 * 60_000,
  });
}
