import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { routePath } from '@extranet/domain';
import { buttonClassName } from '@extranet/ui/button';
import { useT } from '../../../../shared/i18n/language';
import { usePageTitle } from '../../../../shared/components/page-title';
import { useHotelContext } from '../../../../shared/rates/hotel-context';
import * as css from '../../../../shared/styles/page.css';
import { usePropertyKind } from '../../rooms/use-property-kind';
import { kindKey } from '../model';
import { GeneralPolicyForm } from './general-policy-form';
import * as own from './details.css';

/** /v3/property/hotel-details (anchor #children-policies): the general and children policies, the PDF. */
export function HotelDetailsPage() {
  const t = useT();
  const { hotelId } = useHotelContext();
  const { hash } = useLocation();
  const title = t(kindKey('propertyDetails.details.title', usePropertyKind().accommodationType));
  usePageTitle(title);
  useEffect(() => {
    if (hash !== '#children-policies') return;
    // The form renders after its read: wait for the section, then bring it into view and focus.
    const timer = window.setInterval(() => {
      const section = document.getElementById('children-policies');
      if (!section) return;
      window.clearInterval(timer);
      section.scrollIntoView({ block: 'start' });
      section.focus({ preventScroll: true });
    }, 100);
    return () => window.clearInterval(timer);
  }, [hash]);
  return (
    <div className={css.page} style={{ maxWidth: 960 }}>
      <div className={own.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{title}</h1>
          <p className={css.subtitle}>{t('propertyDetails.details.subtitle')}</p>
        </header>
        <Link to={routePath('hotelDetailsPreviewPdf')} className={buttonClassName({ variant: 'secondary' })}>
          {t('propertyDetails.details.previewPdf')}
        </Link>
      </div>
      <GeneralPolicyForm hotelId={hotelId} mode="content" />
    </div>
  );
}
