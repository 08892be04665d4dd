/** Pure view model of the manage hub (table-driven tests in model.test.ts). */
import type { Schemas } from '@extranet/api';
import { MANAGE_AREA_ROUTES, routePath, type ManageArea } from '@extranet/domain';

export type ManageHub = Schemas['ManageHub'];
export type ManageSection = Schemas['ManageSection'];
export type ManageFinding = Schemas['ManageFinding'];

/** The sections shown: all of them, or only the focused area's. */
export function visibleSections(hub: ManageHub, focus: ManageArea | null): ManageSection[] {
  return focus === null ? hub.sections : hub.sections.filter((s) => s.area === focus);
}

/** The hub's own navigation: the whole hub, then one link per area the server reports. */
export function hubLinks(hub: ManageHub): { area: ManageArea | null; path: string }[] {
  return [
    { area: null, path: routePath('manage') },
    ...hub.sections.map((s) => ({ area: s.area, path: routePath(MANAGE_AREA_ROUTES[s.area]) })),
  ];
}

/** How many findings of each severity, over the given sections. */
export function totals(sections: readonly ManageSection[]): { warnings: number; notices: number } {
  let warnings = 0;
  let notices = 0;
  for (const s of sections)
    for (const f of s.findings) {
      if (f.severity === 'WARNING') warnings += 1;
      else notices += 1;
    }
  return { warnings, notices };
}

/** The badge of a section's status. */
export function statusTone(status: ManageSection['status']): 'success' | 'warning' | 'info' {
  return status === 'OK' ? 'success' : status === 'WARNING' ? 'warning' : 'info';
}
