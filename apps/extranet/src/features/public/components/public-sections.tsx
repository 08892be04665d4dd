import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PublicIcon, type PublicIconName } from './public-icons';
import { usePublicPaths } from './public-language';
import * as css from './public-page.css';

/** A page section titled by its own h2 (a named region for assistive technology). */
export function Section({
  title,
  lead,
  alt,
  id,
  children,
}: {
  title: string;
  lead?: string;
  alt?: boolean;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={alt ? css.sectionAlt : css.section}>
      <div className={css.container}>
        <div className={css.sectionHeader}>
          <h2 id={headingId} className={css.h2}>
            {title}
          </h2>
          {lead ? <p className={css.lead}>{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export interface HeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
  aside?: { to: string; label: string };
}

/** The top of a public page: the one h1, what the page offers and the ways in. */
export function Hero({ eyebrow, title, lead, primary, secondary, aside }: HeroProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.hero}>
      <div className={`${css.container} ${css.heroGrid}`}>
        <div className={css.heroText}>
          <p className={css.eyebrow}>{eyebrow}</p>
          <h1 id={headingId} className={css.h1}>
            {title}
          </h1>
          <p className={css.heroLead}>{lead}</p>
          <div className={css.actions}>
            <Link to={primary.to} className={css.cta.primary}>
              {primary.label}
              <PublicIcon name="arrowRight" size={20} />
            </Link>
            <Link to={secondary.to} className={css.cta.secondary}>
              {secondary.label}
            </Link>
          </div>
          {aside ? (
            <p>
              <Link to={aside.to} className={css.textLink}>
                {aside.label}
                <PublicIcon name="chevronRight" size={18} />
              </Link>
            </p>
          ) : null}
        </div>
        <AvailabilityPreview />
      </div>
    </section>
  );
}

// Fourteen days of a calendar, as a picture of what the extranet looks like (not data).
const PREVIEW_STATES: ReadonlyArray<'open' | 'low' | 'closed'> = [
  'open',
  'open',
  'open',
  'low',
  'low',
  'closed',
  'open',
  'open',
  'open',
  'low',
  'open',
  'low',
  'low',
  'open',
];
const PREVIEW_FILL = [90, 80, 85, 30, 20, 0, 70, 95, 75, 35, 80, 25, 15, 60];

/** A decorative picture of the rates and availability calendar (hidden from assistive technology). */
export function AvailabilityPreview() {
  const { t, lang } = usePublicPaths();
  // 2024-01-01 is a Monday: the weekday names of one week in the page's language.
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  );
  return (
    <div className={css.preview} aria-hidden="true">
      <div className={css.previewHeader}>
        <span>{t('public.preview.title')}</span>
        <span className={css.previewDots}>
          <span className={css.previewDot} />
          <span className={css.previewDot} />
          <span className={css.previewDot} />
        </span>
      </div>
      <div className={css.previewGrid}>
        {weekdays.map((d) => (
          <span key={d} className={css.previewWeekday}>
            {d}
          </span>
        ))}
        {PREVIEW_STATES.map((state, i) => (
          <span key={i} className={css.previewCell[state]}>
            <span>{i + 8}</span>
            <span className={css.previewBar} style={{ width: `${Math.max(PREVIEW_FILL[i] ?? 0, 8)}%` }} />
          </span>
        ))}
      </div>
      <div className={css.previewLegend}>
        {(['open', 'low', 'closed'] as const).map((s) => (
          <span key={s} className={css.legendItem}>
            <span className={css.legendSwatch[s]} />
            {t(`public.preview.${s}`)}
          </span>
        ))}
      </div>
      <div className={css.previewToast}>
        <span className={css.previewToastIcon}>
          <PublicIcon name="check" size={18} />
        </span>
        {t('public.preview.saved')}
      </div>
    </div>
  );
}

export interface CardItem {
  key: string;
  icon: PublicIconName;
  title: string;
  body: string;
}

/** Cards with an icon, an h3 and a paragraph. */
export function CardGrid({
  items,
  columns = 'three',
}: {
  items: CardItem[];
  columns?: 'three' | 'two' | 'four';
}) {
  return (
    <ul className={css.cardGrid[columns]}>
      {items.map((item) => (
        <li key={item.key} className={css.featureCard}>
          <span className={`${css.iconBadge} ${css.featureIcon}`}>
            <PublicIcon name={item.icon} />
          </span>
          <h3 className={css.cardTitle}>{item.title}</h3>
          <p className={css.cardBody}>{item.body}</p>
        </li>
      ))}
    </ul>
  );
}

/** Questions that open in place (native disclosure: keyboard and screen readers for free). */
export function Faq({
  title,
  lead,
  items,
  more,
}: {
  title: string;
  lead: string;
  items: { q: string; a: string }[];
  more: { to: string; label: string };
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.section}>
      <div className={`${css.container} ${css.faqLayout}`}>
        <div className={css.sectionHeader}>
          <h2 id={headingId} className={css.h2}>
            {title}
          </h2>
          <p className={css.lead}>{lead}</p>
          <p>
            <Link to={more.to} className={css.textLink}>
              {more.label}
              <PublicIcon name="chevronRight" size={18} />
            </Link>
          </p>
        </div>
        <div className={css.faqList}>
          {items.map((item) => (
            <details key={item.q} className={css.faqItem}>
              <summary className={css.faqQuestion}>
                {item.q}
                <PublicIcon name="chevronRight" size={20} className={css.faqChevron} />
              </summary>
              <p className={css.faqAnswer}>{item.a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The closing call to action. */
export function CtaBand({
  title,
  body,
  primary,
  secondary,
}: {
  title: string;
  body: string;
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.ctaBand}>
      <div className={`${css.container} ${css.ctaInner}`}>
        <div>
          <h2 id={headingId} className={css.ctaTitle}>
            {title}
          </h2>
          <p className={css.ctaBody}>{body}</p>
        </div>
        <div className={css.actions}>
          <Link to={primary.to} className={css.cta.inverse}>
            {primary.label}
          </Link>
          <Link to={secondary.to} className={css.cta.ghostInverse}>
            {secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** A list with check marks. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className={css.checkList}>
      {items.map((item) => (
        <li key={item} className={css.checkItem}>
          <PublicIcon name="check" size={18} className={css.checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
