import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../../shared/components/page-title';
import { useT } from '../../../shared/i18n/language';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as page from '../../../shared/styles/page.css';
import * as ui from '../../../shared/rates/rates-ui.css';
import { ContactsForm } from './contacts-form';
import { GeneralInfoForm } from './general-info-form';

/** /v3/property/hotel-general-info: the general-info form and the contacts (anchor #contact). */
export function GeneralInfoPage() {
  const t = useT();
  const { hotelId } = useHotelContext();
  const { hash } = useLocation();
  usePageTitle(t('propertyInfo.page.title'));
  useEffect(() => {
    if (hash === '#contact') document.getElementById('contact')?.scrollIntoView();
  }, [hash]);
  return (
    <div className={page.page} style={{ maxWidth: 960 }}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('propertyInfo.page.title')}</h1>
        <p className={page.subtitle}>{t('propertyInfo.page.subtitle')}</p>
      </header>
      <GeneralInfoForm hotelId={hotelId} mode="content" />
      <section id="contact" className={ui.section} aria-labelledby="contacts-title" tabIndex={-1}>
        <h2 id="contacts-title" className={ui.sectionTitle}>
          {t('propertyInfo.contacts.title')}
        </h2>
        <p className={page.muted}>{t('propertyInfo.contacts.subtitle')}</p>
        <ContactsForm hotelId={hotelId} mode="content" />
      </section>
    </div>
  );
}
