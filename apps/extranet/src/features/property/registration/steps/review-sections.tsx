import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  registrationSteps,
  stepPath,
  type RegistrationKind,
  type RegistrationStepName,
} from '@extranet/domain';
import { useT } from '../../../../shared/i18n/language';
import * as page from '../../../../shared/styles/page.css';
import { WIZARD_STATE, stepComplete, type Registration } from '../model';
import * as css from '../registration.css';
import { SharedStepSummary } from './shared-summaries';

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className={css.summary}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The read-only data of a step the registration module keeps; null for the steps of other areas. */
function useOwnedFacts(registration: Registration, step: RegistrationStepName): [string, ReactNode][] | null {
  const t = useT();
  const none = t('registration.review.notFilled');
  const or = (value: string | null | undefined) => (value ? value : none);
  switch (step) {
    case 'GUEST_PROPERTY':
      return [
        [
          t('registration.review.category'),
          registration.accommodationType
            ? t(`registration.categories.${registration.accommodationType}`)
            : none,
        ],
        ...(registration.placeType
          ? [
              [
                t('registration.review.placeType'),
                t(`registration.placeTypes.${registration.placeType}`),
              ] as [string, ReactNode],
            ]
          : []),
        [t('registration.review.currency'), registration.currency],
        [
          t('registration.review.propertyType'),
          registration.propertyType
            ? t(`registration.propertyType.types.${registration.propertyType}`)
            : none,
        ],
      ];
    case 'OTHER_PLATFORM': {
      const o = registration.otherPlatform;
      return [
        [
          t('registration.review.platforms'),
          o.platforms.length === 0 ? (
            t('registration.review.noPlatforms')
          ) : (
            <ul className={css.checkList}>
              {o.platforms.map((p) => (
                <li key={p.url}>
                  {t(`registration.otherPlatform.platforms.${p.platform}`)}: {p.url}
                </li>
              ))}
            </ul>
          ),
        ],
        [
          t('registration.review.channelSource'),
          o.channelSource ? t(`registration.otherPlatform.channelSources.${o.channelSource}`) : none,
        ],
        [t('registration.review.referralCode'), or(o.referralCode)],
      ];
    }
    case 'AGREEMENT_DETAIL': {
      const a = registration.agreement;
      return [
        [t('registration.review.signedBy'), a ? `${a.name} (${a.position})` : none],
        [t('registration.review.signedOn'), or(a?.date)],
        [t('registration.review.version'), or(a?.version)],
      ];
    }
    case 'PAYMENT_DETAIL': {
      const p = registration.paymentDetail;
      const rows: [string, ReactNode][] = [
        [t('registration.review.method'), p ? t(`registration.payment.methods.${p.method}`) : none],
      ];
      if (p?.method === 'BANK_TRANSFER') {
        rows.push(
          [t('registration.review.bank'), `${or(p.bankName)}, ${or(p.branch)}`],
          [t('registration.review.account'), `${or(p.accountNumber)} · ${or(p.accountHolder)}`],
          [t('registration.review.swiftCode'), or(p.swiftCode)],
        );
      }
      rows.push([t('registration.review.payoutCurrency'), or(p?.payoutCurrency)]);
      return rows;
    }
    default:
      return null;
  }
}

function StepSection({
  kind,
  registration,
  step,
}: {
  kind: RegistrationKind;
  registration: Registration;
  step: RegistrationStepName;
}) {
  const t = useT();
  const title = t(`registration.steps.${step}.title`);
  const facts = useOwnedFacts(registration, step);
  const headingId = `review-${step}`;
  return (
    <section className={page.card} aria-labelledby={headingId}>
      <div className={css.sectionHead}>
        <h2 id={headingId} className={page.cardTitle}>
          {title}
        </h2>
        {registration.editable ? (
          <Link
            to={stepPath(kind, step)!}
            state={WIZARD_STATE}
            aria-label={t('registration.review.editStep', { step: title })}
          >
            {t('registration.review.edit')}
          </Link>
        ) : null}
      </div>
      {facts ? (
        <Facts rows={facts} />
      ) : (
        <SharedStepSummary
          hotelId={registration.hotelId}
          kind={kind}
          step={step}
          complete={stepComplete(kind, registration, step)}
        />
      )}
    </section>
  );
}

/** Every step of the wizard before the review, read-only, each with an "edit" link to its step. */
export function ReviewSections({
  kind,
  registration,
}: {
  kind: RegistrationKind;
  registration: Registration;
}) {
  return (
    <>
      {registrationSteps(kind)
        .filter((s) => s.step !== 'REGISTRATION_REVIEW')
        .map((s) => (
          <StepSection key={s.step} kind={kind} registration={registration} step={s.step} />
        ))}
    </>
  );
}
