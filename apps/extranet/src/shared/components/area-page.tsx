import { Link } from 'react-router-dom';
import { useMenus } from '../api/menus';
import { useT } from '../i18n/language';
import { useSignedInSession } from '../session/session';
import { NavIcon } from './nav-icon';
import { usePageTitle } from './page-title';
import { PageLoading, RequestErrorScreen } from './status-screens';
import * as css from '../styles/page.css';
import * as cards from './link-cards.css';

/**
 * The landing page of a menu area (SPEC 2's main-area names, e.g. /v3/account): the area's pages the user may
 * open, as the menu (already filtered by the server by role, privilege, status and feature) lists them.
 */
export function AreaPage({ sectionId, titleKey }: { sectionId: string; titleKey: string }) {
  const t = useT();
  const session = useSignedInSession();
  const menus = useMenus(session.currentHotelId);
  usePageTitle(t(titleKey));
  if (menus.isPending) return <PageLoading />;
  if (menus.isError) return <RequestErrorScreen error={menus.error} onRetry={() => void menus.refetch()} />;
  const section = menus.data.find((s) => s.id === sectionId);
  return (
    <div className={css.page}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t(titleKey)}</h1>
        <p className={css.subtitle}>{t('shell.areaPage.lead')}</p>
      </header>
      {section ? (
        <ul className={cards.links}>
          {section.items.map((item) => (
            <li key={item.routeId}>
              <Link to={item.path} className={cards.link}>
                <span className={cards.linkIcon}>
                  <NavIcon name={section.icon} />
                </span>
                <span className={cards.linkText}>
                  <span className={cards.linkTitle}>{item.label}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('shell.homePage.noMenu')}</p>
      )}
    </div>
  );
}
