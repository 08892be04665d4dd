import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Button } from '@extranet/ui/button';
import { Select } from '@extranet/ui/select';
import { visuallyHidden } from '@extranet/ui/theme';
import { matchRoute, needsVerification } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { useMenus } from '../../shared/api/menus';
import { useLanguage, useT } from '../../shared/i18n/language';
import { useSignOut, useSwitchProperty } from '../../shared/session/actions';
import { currentHotel, useSession, type Session } from '../../shared/session/session';
import { toAccessContext } from '../../shared/session/access';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { PageLoading, RequestErrorScreen } from '../../shared/components/status-screens';
import { ForcedChangePasswordDialog } from '../../shared/forms/forced-change-password-dialog';
import { Logo, NavIcon } from '../../shared/components/nav-icon';
import * as css from './app-layout.css';
import { SideNav } from './side-nav';
import { usePropertyFromLink } from './property-from-link';

function MenuContent({ session, onNavigate }: { session: Session; onNavigate?: () => void }) {
  const t = useT();
  const menus = useMenus(session.currentHotelId, currentHotel(session)?.timeZone);
  if (menus.isPending) return <p className={css.navHeading}>{t('shell.loading')}</p>;
  if (menus.isError) {
    return (
      <div role="alert">
        <p>{t('shell.nav.loadFailed')}</p>
        <Button size="sm" variant="secondary" onClick={() => void menus.refetch()}>
          {t('shell.nav.retry')}
        </Button>
      </div>
    );
  }
  return <SideNav sections={menus.data} {...(onNavigate ? { onNavigate } : {})} />;
}

export function PropertySwitcher({ session, className }: { session: Session; className?: string }) {
  const t = useT();
  const switchProperty = useSwitchProperty();
  const hotel = currentHotel(session);
  if (session.hotels.length === 0) return null;
  if (session.hotels.length === 1 && hotel) {
    // One property: nothing to switch, so its name is shown as text.
    return (
      <div className={className}>
        <p className={css.propertyName}>
          <span className={css.propertyLabel}>{t('shell.property.label')}</span>
          <span className={css.propertyValue}>{hotel.name}</span>
        </p>
      </div>
    );
  }
  return (
    <div className={className}>
      <Select<string>
        label={<span className={visuallyHidden}>{t('shell.property.label')}</span>}
        options={session.hotels.map((h) => ({ id: String(h.hotelId), label: h.name }))}
        value={hotel ? String(hotel.hotelId) : null}
        isDisabled={switchProperty.isPending}
        onChange={(id) => {
          if (id && Number(id) !== hotel?.hotelId) switchProperty.mutate(Number(id));
        }}
      />
    </div>
  );
}

function LanguageSwitch() {
  const { lang, setLang, t } = useLanguage();
  return (
    <div className={css.languageSelect}>
      <Select<Language>
        label={<span className={visuallyHidden}>{t('shell.language.label')}</span>}
        options={[
          { id: 'id', label: t('shell.language.id') },
          { id: 'en', label: t('shell.language.en') },
        ]}
        value={lang}
        onChange={(next) => {
          if (next && next !== lang) setLang(next);
        }}
      />
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

function AccountMenu({ session }: { session: Session }) {
  const t = useT();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const firstItemRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    firstItemRef.current?.focus();
    const onDown = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const userRoleId = session.user.userRoleId;
  const profilePath =
    userRoleId !== null && userRoleId !== ''
      ? `/v3/account/user-manage/edit/${encodeURIComponent(String(userRoleId))}`
      : null;

  return (
    <div className={css.accountWrap} ref={wrapRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={css.accountButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={css.avatar} aria-hidden="true">
          {initials(session.account.name || session.account.username)}
        </span>
        <span className={css.accountName}>{session.account.name}</span>
        <span className={visuallyHidden}>{t('shell.account.menu')}</span>
      </button>
      {open ? (
        <div id={menuId} className={css.accountMenu}>
          <div className={css.accountHeader}>
            <strong>{session.account.name}</strong>
            <span className={css.accountEmail}>{session.account.username}</span>
          </div>
          <ul className={css.navList}>
            {profilePath ? (
              <li>
                <Link
                  ref={firstItemRef}
                  to={profilePath}
                  className={css.accountItem}
                  onClick={() => close(false)}
                >
                  {t('shell.account.profile')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link
                ref={profilePath ? undefined : firstItemRef}
                to="/v3/change-password"
                className={css.accountItem}
                onClick={() => close(false)}
              >
                {t('shell.account.changePassword')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={css.accountItem}
                disabled={signOut.isPending}
                onClick={() => {
                  setOpen(false);
                  signOut.mutate();
                }}
              >
                {t('shell.account.signOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function SignedInFrame({ session }: { session: Session }) {
  const t = useT();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const firstRender = useRef(true);
  const drawerId = useId();
  // A user who must verify may only use their own edit page: no menu to tempt them elsewhere.
  const showMenu = !needsVerification(toAccessContext(session).user);
  const switching = usePropertyFromLink(session);
  // SPEC 4: while the password must be changed, the modal stays over every signed-in page (not only home:
  // a link, a bookmark or a property whose home is denied must not get round it), except the change-password
  // page itself, which is the same form.
  const forcePasswordChange =
    session.user.forceChangePassword && matchRoute(location.pathname)?.route.id !== 'changePassword';

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // After a navigation, keyboard and screen-reader users start at the new page's content.
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [drawerOpen]);

  const closeDrawer = () => {
    setDrawerOpen(false);
    menuButtonRef.current?.focus();
  };

  return (
    <div className={showMenu ? css.shell : css.shellNoMenu}>
      <a href="#main" className={css.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <header className={css.topbar}>
        {showMenu ? (
          <span className={css.menuButton}>
            <Button
              ref={menuButtonRef}
              variant="ghost"
              iconOnly
              aria-label={t('shell.nav.open')}
              aria-expanded={drawerOpen}
              aria-controls={drawerId}
              icon={<NavIcon name="menu" />}
              onClick={() => setDrawerOpen(true)}
            />
          </span>
        ) : null}
        <Link to="/v3/app/home" className={css.brand} aria-label={t('shell.productName')}>
          <Logo className={css.logo} />
          <span className={css.brandText}>{t('shell.productName')}</span>
        </Link>
        <PropertySwitcher session={session} className={css.topbarProperty} />
        <span className={css.spacer} />
        <div className={css.topbarRight}>
          <LanguageSwitch />
          {showMenu ? <NotificationBell session={session} /> : null}
          <AccountMenu session={session} />
        </div>
      </header>
      {showMenu ? (
        <nav className={css.sidebar} aria-label={t('shell.nav.main')}>
          <MenuContent session={session} />
        </nav>
      ) : null}
      {drawerOpen ? (
        <>
          <div className={css.drawerOverlay} onClick={closeDrawer} aria-hidden="true" />
          <aside
            id={drawerId}
            ref={drawerRef}
            className={css.drawer}
            aria-label={t('shell.nav.main')}
            onKeyDown={(event) => {
              if (event.key === 'Escape') closeDrawer();
            }}
          >
            <div className={css.drawerHeader}>
              <Link to="/v3/app/home" className={css.brand} onClick={() => setDrawerOpen(false)}>
                <Logo className={css.logo} />
                <span>{t('shell.productName')}</span>
              </Link>
              <Button
                variant="ghost"
                iconOnly
                aria-label={t('shell.nav.close')}
                icon={<NavIcon name="close" />}
                onClick={closeDrawer}
              />
            </div>
            <PropertySwitcher session={session} />
            <nav aria-label={t('shell.nav.main')}>
              <MenuContent session={session} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </aside>
        </>
      ) : null}
      <main id="main" ref={mainRef} tabIndex={-1} className={css.main}>
        {switching ? <PageLoading /> : <Outlet />}
      </main>
      {forcePasswordChange ? <ForcedChangePasswordDialog session={session} /> : null}
    </div>
  );
}

/**
 * The frame of the signed-in product. Without a session it renders the bare outlet, where the route wrapper
 * shows the loading state or sends the visitor to /login: the decision stays in one place.
 */
export function AppLayout() {
  const session = useSession();
  if (session.isError)
    return <RequestErrorScreen error={session.error} onRetry={() => void session.refetch()} />;
  if (!session.data) return <Outlet />;
  return <SignedInFrame session={session.data} />;
}
