import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../../shared/i18n/language';
import * as ui from '../../../shared/rates/rates-ui.css';

/** The tabs between the add-on list and the performance page. */
export function AddOnsNav() {
  const t = useT();
  const { pathname } = useLocation();
  const links = [
    { to: '/v3/add-ons/list', label: t('addOns.nav.list'), current: !pathname.endsWith('/performance') },
    {
      to: '/v3/add-ons/performance',
      label: t('addOns.nav.performance'),
      current: pathname.endsWith('/performance'),
    },
  ];
  return (
    <nav aria-label={t('addOns.nav.label')} className={ui.subNav}>
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          aria-current={link.current ? 'page' : undefined}
          className={link.current ? ui.subNavActive : ui.subNavLink}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
