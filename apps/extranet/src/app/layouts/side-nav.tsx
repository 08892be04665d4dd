import { NavLink } from 'react-router-dom';
import { Badge } from '@extranet/ui/badge';
import type { ShellMenuSection } from '../../shared/api/menus';
import { useT } from '../../shared/i18n/language';
import { NavIcon } from '../../shared/components/nav-icon';
import * as css from './app-layout.css';

/**
 * The side menu: a heading per section (none when its one item repeats the section's name), a link per item,
 * and a "New" badge on the items whose new-label period runs (domain NEW_LABEL_DATES, NEW_LABEL_DAYS).
 */
export function SideNav({ sections, onNavigate }: { sections: ShellMenuSection[]; onNavigate?: () => void }) {
  const t = useT();
  return (
    <>
      {sections.map((section) => {
        const headingId = `nav-${section.id}`;
        const single = section.items.length === 1 && section.items[0]?.label === section.label;
        return (
          <div key={section.id} className={css.navSection}>
            {single ? null : (
              <h2 id={headingId} className={css.navHeading}>
                <NavIcon name={section.icon} />
                {section.label}
              </h2>
            )}
            <ul className={css.navList} aria-labelledby={single ? undefined : headingId}>
              {section.items.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} className={css.navLink} onClick={onNavigate} end>
                    {single ? <NavIcon name={section.icon} /> : null}
                    <span>{item.label}</span>
                    {item.isNew ? (
                      <Badge tone="success" className={css.newBadge}>
                        {t('common.labels.new')}
                      </Badge>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
