import { useId } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { StatusPill } from '@extranet/ui/badge';
import { buttonClassName } from '@extranet/ui/button';
import { MANAGE_AREA_ROUTES, MANAGE_PROMOTION_ENDING_DAYS, type ManageArea } from '@extranet/domain';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { useManageHub } from '../api/get-manage-hub';
import {
  hubLinks,
  statusTone,
  totals,
  visibleSections,
  type ManageFinding,
  type ManageSection,
} from '../model';
import * as css from './manage.css';

const MANAGE_PROMOTION_STATES = ['ACTIVE', 'EXPIRING_SOON', 'EXPIRED', 'INACTIVE'] as const;

function FindingItem({ finding }: { finding: ManageFinding }) {
  const t = useT();
  const f = useFormat();
  const params = {
    name: finding.subjectName,
    days: finding.days ?? 0,
    date: finding.date ? f.date(finding.date) : '',
    daysLeft: finding.daysLeft ?? 0,
  };
  return (
    <li className={css.finding}>
      <span className={css.findingText}>
        <span>{t(`manage.finding.${finding.kind}`, params)}</span>
        <span className={css.small}>{t(`manage.severity.${finding.severity}`)}</span>
      </span>
      <Link
        to={finding.path}
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        aria-label={t('manage.fixFor', {
          action: t(`manage.fix.${finding.kind}`),
          name: finding.subjectName,
        })}
      >
        {t(`manage.fix.${finding.kind}`)}
      </Link>
    </li>
  );
}

function Section({ section }: { section: ManageSection }) {
  const t = useT();
  const id = useId();
  return (
    <section className={page.card} aria-labelledby={id} data-testid={`manage-${section.area}`}>
      <div className={css.head}>
        <h2 id={id} className={page.cardTitle}>
          {t(`manage.area.${section.area}`)}
        </h2>
        <StatusPill tone={statusTone(section.status)}>{t(`manage.status.${section.status}`)}</StatusPill>
      </div>
      <p className={css.small}>{t(`manage.checked.${section.area}`, { count: section.checked })}</p>
      {section.states ? (
        <ul className={css.states} aria-label={t('manage.states.label')}>
          {MANAGE_PROMOTION_STATES.map((state) => (
            <li key={state}>
              {t(`manage.states.${state}`, {
                count: section.states?.[state] ?? 0,
                days: MANAGE_PROMOTION_ENDING_DAYS,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {section.findings.length === 0 ? (
        <p className={page.muted}>{t('manage.allSet')}</p>
      ) : (
        <ul className={css.findings}>
          {section.findings.map((finding) => (
            <FindingItem key={`${finding.kind}-${finding.subjectId}`} finding={finding} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /v3/manage and its areas: the state of each setup area of the property, each finding linked to its page. */
function ManageHubPage({ focus }: { focus: ManageArea | null }) {
  const t = useT();
  const f = useFormat();
  const title = focus === null ? t('manage.title') : t(`common.nav.${MANAGE_AREA_ROUTES[focus]}`);
  usePageTitle(title);
  const { hotelId } = useHotelContext();
  const query = useManageHub(hotelId);
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{title}</h1>
        <p className={page.subtitle}>{t('manage.subtitle')}</p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('manage.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <nav aria-label={t('manage.navLabel')}>
            <ul className={css.nav}>
              {hubLinks(query.data).map((link) => (
                <li key={link.path}>
                  <NavLink to={link.path} end className={css.navLink}>
                    {link.area === null ? t('manage.all') : t(`manage.area.${link.area}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className={page.muted} data-testid="manage-summary">
            {t('manage.summary', {
              ...totals(visibleSections(query.data, focus)),
              date: f.date(query.data.today),
              days: query.data.windowDays,
            })}
          </p>
          {visibleSections(query.data, focus).map((section) => (
            <Section key={section.area} section={section} />
          ))}
        </>
      )}
    </div>
  );
}

export const ManagePage = () => <ManageHubPage focus={null} />;
export const ManageRoomSetupPage = () => <ManageHubPage focus="ROOM_SETUP" />;
export const ManageRatePlanSetupPage = () => <ManageHubPage focus="RATE_PLAN_SETUP" />;
export const ManageCancellationPolicyPage = () => <ManageHubPage focus="CANCELLATION_POLICY" />;
export const ManageSurchargePage = () => <ManageHubPage focus="SURCHARGE" />;
export const ManagePromotionPage = () => <ManageHubPage focus="PROMOTION" />;
