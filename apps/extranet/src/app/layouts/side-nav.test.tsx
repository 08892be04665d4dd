import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MENU, NEW_LABEL_DATES, NEW_LABEL_DAYS, addDays, routeById } from '@extranet/domain';
import { translate, type Language } from '@extranet/i18n';
import type { Schemas } from '@extranet/api';
import { AppProviders, createQueryClient } from '../providers';
import { menuSections } from '../../shared/api/menus';
import { axeViolations } from '../../../test/axe';
import { SideNav } from './side-nav';

/** The whole menu as the server sends it (labels left to the catalog), with the domain's new-label dates. */
const SERVER_MENU: Schemas['Menu'] = {
  hotelId: 1001,
  sections: MENU.map((section) => ({
    id: section.id,
    labelKey: section.labelKey,
    label: '',
    icon: section.icon,
    items: section.items.map((item) => ({
      routeId: item.routeId,
      labelKey: item.labelKey,
      label: '',
      path: routeById(item.routeId)?.path ?? '',
      ...(item.newSince ? { newSince: item.newSince } : {}),
    })),
  })),
};

/** Renders the side menu as on `today` (the property's day by a fixed clock) in `lang`. */
function renderNav(today: string, lang: Language) {
  document.cookie = `lang=${lang}; Path=/`;
  const tr = (key: string) => translate(lang, key) ?? key;
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <nav aria-label="Menu">
          <SideNav sections={menuSections(SERVER_MENU, tr, today)} />
        </nav>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The menu items that carry the "New" badge, by their link's label. */
function newItems(lang: Language): string[] {
  const badge = translate(lang, 'common.labels.new')!;
  return screen.getAllByRole('link').flatMap((link) => {
    const texts = [...link.querySelectorAll('span')].map((s) => s.textContent ?? '').filter(Boolean);
    return texts.includes(badge) ? texts.filter((t) => t !== badge) : [];
  });
}

const label = (lang: Language, routeId: string) => translate(lang, `common.nav.${routeId}`)!;
const ANALYTICS = ['performanceReport', 'competitiveSet', 'averageDailyRate'];

describe('side menu: "New" labels (SPEC 9 dates, for NEW_LABEL_DAYS days)', () => {
  it.each(['id', 'en'] as const)(
    '(%s) analytics, competitive set and ADR from 2024-03-01, axe clean',
    async (lang) => {
      const { container } = renderNav(NEW_LABEL_DATES.ANALYTICS, lang);
      expect(newItems(lang)).toEqual(ANALYTICS.map((id) => label(lang, id)));
      const link = screen.getByRole('link', { name: new RegExp(label(lang, 'competitiveSet')) });
      expect(link.textContent).toContain(translate(lang, 'common.labels.new'));
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it.each([
    ['the last day of the period', addDays(NEW_LABEL_DATES.ANALYTICS, NEW_LABEL_DAYS - 1), ANALYTICS],
    ['the day after the period', addDays(NEW_LABEL_DATES.ANALYTICS, NEW_LABEL_DAYS), []],
    ['the day before the date', addDays(NEW_LABEL_DATES.ANALYTICS, -1), []],
    ['inside the price simulation period', addDays(NEW_LABEL_DATES.PRICE_SIMULATION, 10), ['entirePricing']],
    ['inside the insurance period', addDays(NEW_LABEL_DATES.INSURANCE, 30), ['insurance']],
    ['today (2026), long after every date', '2026-11-27', []],
  ])('on %s (%s): %j', (_name, today, routeIds) => {
    for (const lang of ['id', 'en'] as const) {
      const view = renderNav(today, lang);
      expect(newItems(lang)).toEqual(routeIds.map((id) => label(lang, id)));
      view.unmount();
    }
  });
});
