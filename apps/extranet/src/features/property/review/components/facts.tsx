import type { ReactNode } from 'react';
import { roomTypeName } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { useLanguage } from '../../../../shared/i18n/language';
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

/** Where the owner's forms name each kind of code (the same words the owner chose from). */
const CODE_CATALOGUES = {
  propertyType: 'registration.propertyType.types',
  platform: 'registration.otherPlatform.platforms',
  channelSource: 'registration.otherPlatform.channelSources',
  facility: 'propertyRooms.facility',
} as const;

/**
 * The name of a registration's code in the reader's language, as the owner's forms show it: room types by the
 * domain's names, the rest from their catalogue; a code no catalogue names yet reads as words (codeLabel).
 */
export function useCodeLabel(): (kind: keyof typeof CODE_CATALOGUES | 'roomType', code: string) => string {
  const { lang } = useLanguage();
  return (kind, code) =>
    kind === 'roomType'
      ? roomTypeName(code, lang)
      : (translate(lang, `${CODE_CATALOGUES[kind]}.${code}`) ?? codeLabel(code));
}
