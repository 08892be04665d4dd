import { Link } from 'react-router-dom';
import { roleLabelKey } from '@extranet/domain';
import { useMenus } from '../../../shared/api/menus';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { currentHotel, useSignedInSession } from '../../../shared/session/session';
import { toAccessContext } from '../../../shared/session/access';
import { NavIcon } from '../../../shared/components/nav-icon';
import { PropertyFacts } from './property-facts';
import * as css from '../../../shared/styles/page.css';
import * as own from './home-page.css';
import * as cards from '../../../shared/components/link-cards.css';

function QuickLinks({ hotelId }: { hotelId: number | null }) {
  const t = useT();
  const menus = useMenus(hotelId);
  const sections = (menus.data ?? []).filter((s) => !s.items.every((i) => i.routeId === 'home'));
  return (
    <section className={css.card} aria-labelledby="quick-links-title">
      <div>
        <h2 id="quick-links-title" className={css.cardTitle}>
          {t('shell.homePage.quickLinks')}
        </h2>
        <p className={css.muted}>{t('shell.homePage.quickLinksHint')}</p>
      </div>
      {menus.isPending ? (
        <p role="status">{t('shell.loading')}</p>
      ) : sections.length === 0 ? (
        <p>{t('shell.homePage.noMenu')}</p>
      ) : (
        <ul className={cards.links}>
          {sections.map((section) => {
            const first = section.items.find((i) => i.routeId !== 'home') ?? section.items[0];
            if (!first) return null;
            return (
              <li key={section.id}>
                <Link to={first.path} className={cards.link}>
                  <span className={cards.linkIcon}>
                    <NavIcon name={section.icon} />
                  </span>
                  <span className={cards.linkText}>
                    <span className={cards.linkTitle}>{section.label}</span>
                    <span className={cards.linkSub}>
                      {section.items
                        .map((i) => i.label)
                        .slice(0, 3)
                        .join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Home: what is true of the current property and the user now, and the way to every area they may open. */
export function HomePage() {
  const t = useT();
  const session = useSignedInSession();
  const hotel = currentHotel(session);
  const roles = toAccessContext(session).roles;
  usePageTitle(t('shell.homePage.title'));
  return (
    <div className={css.page}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('shell.homePage.greeting', { name: session.account.name })}</h1>
        {hotel ? (
          <p className={css.subtitle}>{t('shell.homePage.subtitle', { property: hotel.name })}</p>
        ) : null}
      </header>
      <div className={hotel ? css.twoColumns : undefined}>
        {hotel ? (
          <section className={css.card} aria-labelledby="property-card-title">
            <p className={own.eyebrow} id="property-card-title">
              {t('shell.homePage.propertyCard')}
            </p>
            <div className={own.propertyHead}>
              <span className={own.propertyIcon}>
                <NavIcon name="building" />
              </span>
              <div>
                <p className={own.propertyName}>{hotel.name}</p>
                <p className={css.muted}>
                  {t('shell.homePage.propertyId')}: {hotel.hotelId}
                </p>
              </div>
            </div>
            <PropertyFacts hotel={hotel} />
          </section>
        ) : null}
        <section className={css.card} aria-labelledby="role-card-title">
          <h2 id="role-card-title" className={css.cardTitle}>
            {t('shell.homePage.role')}
          </h2>
          <ul className={own.roles}>
            {roles.map((role) => (
              <li key={role} className={css.pill.info}>
                {t(roleLabelKey(role))}
              </li>
            ))}
          </ul>
          {session.hotels.length > 1 ? (
            <>
              <p className={css.muted}>
                {t('shell.homePage.otherProperties', { count: session.hotels.length })}
              </p>
              <Link to="/v3/change-hotel" className={css.textLink}>
                {t('shell.homePage.switchProperty')}
              </Link>
            </>
          ) : null}
        </section>
      </div>
      <QuickLinks hotelId={session.currentHotelId} />
    </div>
  );
}
