import type { ReactNode } from 'react';
import { usePageTitle } from '../../../shared/components/page-title';
import * as css from '../../../shared/styles/page.css';

/** The frame of the room-data and facilities pages: title, subtitle, content. */
export function RoomPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={css.page} style={{ maxWidth: 1040 }}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{title}</h1>
        {subtitle ? <p className={css.subtitle}>{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}
