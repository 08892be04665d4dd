import type { ReactNode } from 'react';
import * as page from '../../../../shared/styles/page.css';
import * as css from './review.css';

/** A labelled list of values (a `<dl>`); empty values are left out. */
export function Facts({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className={css.facts}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className={css.factLabel}>{label}</dt>
          <dd className={css.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of the read-only registration, reachable from the table of contents by its id. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={page.card} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className={page.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A code of a catalogue (facility, property type) as words, until its catalogue gives a name: `SWIMMING_POOL` -> `Swimming pool`. */
export function codeLabel(code: string): string {
  const words = code.toLowerCase().replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
