import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { routePath } from '@extranet/domain';
import { buttonClassName } from '@extranet/ui/button';
import { useLanguage, useT } from '../../../../shared/i18n/language';
import { usePageTitle } from '../../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen } from '../../../../shared/components/status-screens';
import { useHotelContext } from '../../../../shared/rates/hotel-context';
import * as css from '../../../../shared/styles/page.css';
import { usePropertyKind } from '../../rooms/use-property-kind';
import { useDetailsPdf } from '../api/details-pdf';
import { kindKey } from '../model';
import * as own from './details.css';

/** An object URL of the blob for as long as it is shown. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** /v3/property/hotel-details/preview-pdf: the server's PDF of the property's details, and its download. */
export function PreviewPdfPage() {
  const t = useT();
  const { lang } = useLanguage();
  const { hotelId } = useHotelContext();
  const { accommodationType } = usePropertyKind();
  const pdf = useDetailsPdf(hotelId, lang);
  const url = useObjectUrl(pdf.data);
  usePageTitle(t('propertyDetails.preview.title'));
  const fileName = `property-${hotelId}-details.pdf`;
  return (
    <div className={css.page}>
      <div className={own.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{t('propertyDetails.preview.title')}</h1>
          <p className={css.subtitle}>{t('propertyDetails.preview.subtitle')}</p>
        </header>
        <div className={css.actions}>
          <Link to={routePath('hotelDetails')} className={buttonClassName({ variant: 'secondary' })}>
            {t(kindKey('propertyDetails.preview.back', accommodationType))}
          </Link>
          {url ? (
            <a href={url} download={fileName} className={buttonClassName({ variant: 'primary' })}>
              {t('propertyDetails.preview.download')}
            </a>
          ) : null}
        </div>
      </div>
      {pdf.isError ? (
        <RequestErrorScreen error={pdf.error} onRetry={() => void pdf.refetch()} />
      ) : !url ? (
        <PageLoading />
      ) : (
        <>
          {/* An iframe, not an <object>: the page's policy frames blob: documents (frame-src blob:) but loads no
              plugins (object-src 'none'); the browser draws the framed PDF with its own viewer. */}
          <iframe src={url} className={own.pdfFrame} title={t('propertyDetails.preview.frame')} />
          <p className={css.muted}>
            {t('propertyDetails.preview.fallback')}{' '}
            <a href={url} download={fileName} className={css.textLink}>
              {t('propertyDetails.preview.download')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
