import { Link } from 'react-router-dom';
import { buttonClassName } from '@extranet/ui/button';
import { usePageTitle } from '../../../shared/components/page-title';
import { useT } from '../../../shared/i18n/language';
import * as css from '../../../shared/styles/page.css';
import { DEAL_KINDS, promoTypeOf } from '../model';
import { PROMO_BASE } from './promo-list-page';

/** /v3/promotions-and-campaigns/add: choose the type of promotion to create. */
export function PromoAddPage() {
  const t = useT();
  usePageTitle(t('promotions.choose.title'));
  return (
    <div className={css.page} style={{ maxWidth: 960 }}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('promotions.choose.title')}</h1>
        <p className={css.subtitle}>{t('promotions.choose.subtitle')}</p>
      </header>
      <ul className={css.grid} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {DEAL_KINDS.map((kind) => (
          <li key={kind} className={css.card}>
            <h2 className={css.cardTitle}>{t(`promotions.kind.${kind}`)}</h2>
            <p className={css.muted}>{t(`promotions.kindHelp.${kind}`)}</p>
            <Link
              to={`${PROMO_BASE}/add/promotion/create/${promoTypeOf(kind)}`}
              className={buttonClassName({ variant: 'secondary' })}
              aria-label={`${t('promotions.choose.start')}: ${t(`promotions.kind.${kind}`)}`}
            >
              {t('promotions.choose.start')}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={`${PROMO_BASE}/promo-list`} className={css.textLink}>
        {t('promotions.form.back')}
      </Link>
    </div>
  );
}
