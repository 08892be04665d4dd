import type { components } from '@extranet/api';
import { useT } from '../../../shared/i18n/language';
import { mailHref, telHref } from '../../../shared/format';
import * as css from './customer-service.css';

type Contact = components['schemas']['CsContact'];

/** Contacts with their phone as a `tel:` link and e-mail as a `mailto:` link (one tap on a phone). */
export function ContactList({ contacts, empty }: { contacts: readonly Contact[]; empty: string }) {
  const t = useT();
  if (contacts.length === 0) return <p className={css.note}>{empty}</p>;
  return (
    <ul className={css.contacts}>
      {contacts.map((c, i) => {
        const tel = telHref(c.phone);
        const mail = mailHref(c.email);
        return (
          <li key={`${c.name}-${i}`} className={css.contact}>
            <span className={css.contactName}>{c.name}</span>
            {c.position || c.kinds.length > 0 ? (
              <span className={css.note}>
                {[c.position, ...c.kinds.map((k) => t(`customerService.contact.kinds.${k}`))]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            ) : null}
            <span className={css.contactLinks}>
              {tel ? (
                <a
                  className={css.link}
                  href={tel}
                  aria-label={t('customerService.contact.call', { name: c.name, phone: c.phone })}
                >
                  {c.phone}
                </a>
              ) : null}
              {mail ? (
                <a
                  className={css.link}
                  href={mail}
                  aria-label={t('customerService.contact.mail', { name: c.name, email: c.email })}
                >
                  {c.email}
                </a>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
