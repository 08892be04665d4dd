import { Badge } from '@extranet/ui/badge';
import { useT } from '../../../../shared/i18n/language';
import { useFormat } from '../../../../shared/format';
import { useAreaNames } from '../api/area-names';
import { useCountries } from '../../info/api/list-countries';
import { mapLink, type PropertyReview } from '../model';
import { Facts, Section, useCodeLabel } from './facts';
import * as css from './review.css';

type Props = { review: PropertyReview };

/** Category, place type, currency, owner and property type. */
export function CategorySections({ review }: Props) {
  const t = useT();
  const label = useCodeLabel();
  const r = review.registration;
  const none = t('review.detail.none');
  return (
    <>
      <Section id="category" title={t('review.detail.categoryTitle')}>
        <Facts
          items={[
            [
              t('review.detail.categoryTitle'),
              r.accommodationType ? t(`review.category.${r.accommodationType}`) : none,
            ],
            [t('review.detail.placeType'), r.placeType ? t(`review.placeType.${r.placeType}`) : ''],
            [t('review.detail.currency'), r.currency],
            [
              t('review.detail.owner'),
              [review.owner.name, review.owner.email].filter(Boolean).join(' · ') || none,
            ],
          ]}
        />
      </Section>
      <Section id="property-type" title={t('review.detail.propertyTypeTitle')}>
        <p>{r.propertyType ? label('propertyType', r.propertyType) : none}</p>
      </Section>
    </>
  );
}

/** General info with a map link from the coordinates. */
export function GeneralInfoSection({ review }: Props) {
  const t = useT();
  const countries = useCountries().data?.items;
  const g = review.generalInfo;
  const map = mapLink(g.latitude, g.longitude);
  const areas = useAreaNames(g.provinceCode, g.regencyCode, g.districtCode);
  return (
    <Section id="general-info" title={t('review.detail.generalInfoTitle')}>
      <Facts
        items={[
          [t('review.fields.name'), g.name],
          [t('review.fields.starRating'), g.starRating === null ? '' : String(g.starRating)],
          [t('review.fields.address'), g.address],
          [t('review.fields.city'), g.city],
          [t('review.fields.provinceCode'), areas.province],
          [t('review.fields.regencyCode'), areas.regency],
          [t('review.fields.districtCode'), areas.district],
          [t('review.fields.postalCode'), g.postalCode],
          [t('review.fields.country'), countries?.find((c) => c.code === g.country)?.name ?? g.country],
          [t('review.fields.phone'), g.phone ? `${g.phoneCode ?? ''} ${g.phone}`.trim() : ''],
          [t('review.fields.email'), g.email],
          [t('review.fields.website'), g.website],
          [t('review.fields.checkInTime'), g.checkInTime],
          [t('review.fields.checkOutTime'), g.checkOutTime],
          [t('review.detail.timeZone'), g.timeZone],
        ]}
      />
      {g.description ? <p style={{ whiteSpace: 'pre-line' }}>{g.description}</p> : null}
      <p>
        {map ? (
          <a href={map} target="_blank" rel="noopener noreferrer">
            {t('review.detail.mapLink')} ({g.latitude}, {g.longitude})
          </a>
        ) : (
          <span className={css.small}>{t('review.detail.noLocation')}</span>
        )}
      </p>
    </Section>
  );
}

/** Contacts with the kinds each holds. */
export function ContactsSection({ review }: Props) {
  const t = useT();
  return (
    <Section id="contacts" title={t('review.detail.contactsTitle')}>
      {review.contacts.length === 0 ? (
        <p className={css.small}>{t('review.detail.noContacts')}</p>
      ) : (
        <ul className={css.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {review.contacts.map((c) => (
            <li key={c.contactId} className={css.roomCard}>
              <span className={css.row}>
                <span className={css.strong}>{c.name}</span>
                {c.kinds.map((k) => (
                  <Badge key={k} tone="info">
                    {t(`review.detail.kind.${k}`)}
                  </Badge>
                ))}
              </span>
              <Facts
                items={[
                  [t('review.detail.position'), c.position],
                  [t('review.fields.email'), c.email],
                  [t('review.detail.mobile'), `${c.mobileCode} ${c.mobile}`],
                  [t('review.fields.phone'), c.phone],
                  [t('review.detail.fax'), c.fax],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Agreement, other platforms and payment detail: what only a registration asks. */
export function RegistrationOnlySections({ review }: Props) {
  const t = useT();
  const label = useCodeLabel();
  const f = useFormat();
  const r = review.registration;
  const a = r.agreement;
  const p = r.paymentDetail;
  return (
    <>
      <Section id="agreement" title={t('review.detail.agreementTitle')}>
        <p>
          {a
            ? t('review.detail.agreementSigned', {
                version: a.version,
                name: a.name,
                position: a.position,
                date: f.date(a.date),
              })
            : t('review.detail.agreementMissing')}
        </p>
      </Section>
      <Section id="other-platforms" title={t('review.detail.otherPlatformsTitle')}>
        {r.otherPlatform.platforms.length === 0 ? (
          <p className={css.small}>{t('review.detail.noPlatforms')}</p>
        ) : (
          <ul>
            {r.otherPlatform.platforms.map((pl) => (
              <li key={`${pl.platform}-${pl.url}`}>
                {label('platform', pl.platform)}:{' '}
                <a href={pl.url} target="_blank" rel="noopener noreferrer">
                  {pl.url}
                </a>
              </li>
            ))}
          </ul>
        )}
        <Facts
          items={[
            [
              t('review.detail.channelSource'),
              r.otherPlatform.channelSource ? label('channelSource', r.otherPlatform.channelSource) : '',
            ],
            [t('review.detail.referralCode'), r.otherPlatform.referralCode],
          ]}
        />
      </Section>
      <Section id="payment" title={t('review.detail.paymentTitle')}>
        {p ? (
          <Facts
            items={[
              [t('review.detail.method'), t(`review.detail.method_${p.method}`)],
              [t('review.detail.bankName'), p.bankName],
              [t('review.detail.branch'), p.branch],
              [t('review.detail.accountNumber'), p.accountNumber],
              [t('review.detail.accountHolder'), p.accountHolder],
              [t('review.detail.swiftCode'), p.swiftCode],
              [t('review.detail.payoutCurrency'), p.payoutCurrency],
            ]}
          />
        ) : (
          <p className={css.small}>{t('review.detail.paymentMissing')}</p>
        )}
      </Section>
    </>
  );
}

/** General policy and the property's facilities. */
export function PolicySections({ review }: Props) {
  const t = useT();
  const label = useCodeLabel();
  const f = useFormat();
  const p = review.policy;
  const yesNo = (v: boolean) => t(v ? 'review.detail.yes' : 'review.detail.no');
  return (
    <>
      <Section id="policy" title={t('review.detail.policyTitle')}>
        {p ? (
          <Facts
            items={[
              [t('review.detail.alcohol'), yesNo(p.allowAlcoholicDrink)],
              [t('review.detail.pets'), yesNo(p.allowPets)],
              [t('review.detail.smoking'), yesNo(p.allowSmoking)],
              [t('review.detail.gender'), t(`review.detail.gender_${p.genderType}`)],
              [t('review.detail.marriage'), t(`review.detail.marriage_${p.marriageRegulation}`)],
              [
                t('review.detail.ages'),
                p.allowAllAge || p.minAge === null
                  ? t('review.detail.allAges')
                  : t('review.detail.minAge', { age: p.minAge }),
              ],
              [
                t('review.detail.deposit'),
                p.payDeposit
                  ? p.depositAmount === null
                    ? yesNo(true)
                    : f.money(p.depositAmount)
                  : yesNo(false),
              ],
              [
                t('review.detail.breakfast'),
                p.breakfastFrom && p.breakfastUntil
                  ? t('review.detail.breakfastTimes', { from: p.breakfastFrom, until: p.breakfastUntil })
                  : '',
              ],
            ]}
          />
        ) : (
          <p className={css.small}>{t('review.detail.policyMissing')}</p>
        )}
      </Section>
      <Section id="facilities" title={t('review.detail.facilitiesTitle')}>
        {review.facilities.length === 0 ? (
          <p className={css.small}>{t('review.detail.noFacilities')}</p>
        ) : (
          <ul className={css.chips}>
            {review.facilities.map((code) => (
              <li key={code}>
                <Badge tone="neutral">{label('facility', code)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
