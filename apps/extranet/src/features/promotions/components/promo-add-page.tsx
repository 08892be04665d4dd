import { Link } from 'react-router-dom';
import {
  routePath,
  TARGETED_PROMOTION_TYPES,
  targetedRouteType,
  type TargetedPromotionType,
} from '@extranet/domain';
import { buttonClassName } from '@extranet/ui/button';
import { usePageTitle } from '../../../shared/components/page-title';
import { useT } from '../../../shared/i18n/language';
import { canReach } from '../../../shared/session/access';
import { useSession } from '../../../shared/session/session';
import * as css from '../../../shared/styles/page.css';
import { DEAL_KINDS, promoTypeOf } from '../model';
import { PROMO_BASE } from './promo-list-page';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * /v3/promotions-and-campaigns/add: choose the type of promotion to create; also the campaigns to join and the
 * targeted promotions (exclusive member deal, corporate rate), each shown only when the user may open it.
 */
export function PromoAddPage() {
  const t = useT();
  const session = useSession();
  usePageTitle(t('promotions.choose.title'));
  const reachable = (path: string) => canReach(session.data, path);
  const campaigns = routePath('campaignList');
  const targeted = TARGETED_PROMOTION_TYPES.map((type: TargetedPromotionType) => ({
    type,
    path: routePath('targetedPromoCreate', { type: targetedRouteType(type) }),
  })).filter((x) => reachable(x.path));
  const start = (name: string) => `${t('promotions.choose.start')}: ${name}`;
  return (
    <div className={css.page} style={{ maxWidth: 960 }}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('promotions.choose.title')}</h1>
        <p className={css.subtitle}>{t('promotions.choose.subtitle')}</p>
      </header>
      <ul className={css.grid} style={listStyle}>
        {DEAL_KINDS.map((kind) => (
          <li key={kind} className={css.card}>
            <h2 className={css.cardTitle}>{t(`promotions.kind.${kind}`)}</h2>
            <p className={css.muted}>{t(`promotions.kindHelp.${kind}`)}</p>
            <Link
              to={`${PROMO_BASE}/add/promotion/create/${promoTypeOf(kind)}`}
              className={buttonClassName({ variant: 'secondary' })}
              aria-label={start(t(`promotions.kind.${kind}`))}
            >
              {t('promotions.choose.start')}
            </Link>
          </li>
        ))}
        {targeted.map(({ type, path }) => (
          <li key={type} className={css.card}>
            <h2 className={css.cardTitle}>{t(`targetedPromotions.type.${type}`)}</h2>
            <p className={css.muted}>{t(`targetedPromotions.typeHelp.${type}`)}</p>
            <Link
              to={path}
              className={buttonClassName({ variant: 'secondary' })}
              aria-label={start(t(`targetedPromotions.type.${type}`))}
            >
              {t('promotions.choose.start')}
            </Link>
          </li>
        ))}
        {reachable(campaigns) ? (
          <li className={css.card}>
            <h2 className={css.cardTitle}>{t('campaigns.title')}</h2>
            <p className={css.muted}>{t('promotions.choose.campaignsHelp')}</p>
            <Link to={campaigns} className={buttonClassName({ variant: 'secondary' })}>
              {t('promotions.choose.seeCampaigns')}
            </Link>
          </li>
        ) : null}
      </ul>
      <Link to={`${PROMO_BASE}/promo-list`} className={css.textLink}>
        {t('promotions.form.back')}
      </Link>
    </div>
  );
}
