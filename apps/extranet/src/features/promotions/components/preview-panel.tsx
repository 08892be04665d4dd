import { useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import {
  isDealKind,
  PRICE_SIMULATION_MAX_NIGHTS,
  type BookingSource,
  type RewardsTier,
} from '@extranet/domain';
import { Checkbox } from '@extranet/ui/checkbox';
import { DateField } from '@extranet/ui/date-field';
import { NumberField } from '@extranet/ui/number-field';
import { Select } from '@extranet/ui/select';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { formatIdr } from '../../../shared/rates/fields';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { useOtherOffers } from '../api/other-offers';
import { useSampleStay } from '../api/sample-stay';
import {
  DEFAULT_STACK_WARNING_PERCENT,
  PREVIEW_OFFER_ID,
  previewOf,
  sampleStayDefaults,
  type SamplePlanTerms,
  type Deal,
  type DealValues,
  type OtherOffer,
  type Platform,
} from '../model';

const TIERS: readonly RewardsTier[] = ['GOLD', 'PLATINUM', 'DIAMOND'];
const SOURCES: readonly BookingSource[] = ['OWN_PLATFORM', 'PARTNER_PLATFORM'];
const NO_TIER = 'NONE';
const NO_OFFERS: readonly OtherOffer[] = [];

interface Catalogue {
  ratePlans: (SamplePlanTerms & {
    ratePlanId: number;
    name: string;
    roomIds: number[];
    commission: number | string | null;
    /** What a booking of the plan records: its own commission, else the property's (the server's rule). */
    commissionInForce?: number | string | null;
  })[];
  rooms: { roomId: number; name: string }[];
}

/**
 * "Guest pays / you receive": a sample stay priced with the promotion being edited, the property's other active
 * ones and its offers beside them (campaigns, targeted promotions, loyalty) for the guest chosen, by the
 * marketplace's own pricing function (model.ts previewOf), live as the form changes.
 */
export function PreviewPanel({
  control,
  hotelId,
  editingId,
  deals,
  catalogue,
  today,
}: {
  control: Control<DealValues>;
  hotelId: number;
  editingId: number | null;
  deals: readonly Deal[];
  catalogue: Catalogue;
  today: string;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const values = useWatch({ control }) as DealValues;
  // The sample follows the promotion's rate plans and rooms as they are ticked, until the owner picks another.
  const [pickedPlanId, setPickedPlanId] = useState<number | null>(null);
  const [pickedRoomId, setPickedRoomId] = useState<number | null>(null);
  const plan =
    catalogue.ratePlans.find((p) => p.ratePlanId === pickedPlanId) ??
    catalogue.ratePlans.find((p) => values.ratePlanIds?.includes(p.ratePlanId)) ??
    catalogue.ratePlans[0] ??
    null;
  const ratePlanId = plan?.ratePlanId ?? null;
  const commissionOfPlan = plan ? (plan.commissionInForce ?? plan.commission) : null;
  const roomId = plan
    ? pickedRoomId !== null && plan.roomIds.includes(pickedRoomId)
      ? pickedRoomId
      : (plan.roomIds.find((id) => values.roomIds?.includes(id)) ?? plan.roomIds[0] ?? null)
    : null;
  // The sample starts inside the promotion's and the rate plan's stay dates, long enough for both to apply, and
  // follows them until the owner picks a check-in or nights of their own.
  const [pickedCheckIn, setPickedCheckIn] = useState<string | null>(null);
  const [pickedNights, setPickedNights] = useState<number | null>(null);
  const defaults = sampleStayDefaults(values, plan, today);
  const checkIn = pickedCheckIn ?? defaults.checkIn;
  const nights = Math.min(PRICE_SIMULATION_MAX_NIGHTS, pickedNights ?? defaults.nights);
  const [platform, setPlatform] = useState<Platform>('LOGIN');
  const [rewardsTier, setRewardsTier] = useState<RewardsTier | null>(null);
  const [loyaltyMember, setLoyaltyMember] = useState(false);
  const [source, setSource] = useState<BookingSource>('OWN_PLATFORM');
  const other = useOtherOffers(hotelId);
  const otherOffers: readonly OtherOffer[] = other.data?.offers ?? NO_OFFERS;
  const [threshold, setThreshold] = useState(DEFAULT_STACK_WARNING_PERCENT);
  const ready = roomId !== null && ratePlanId !== null;
  const stay = useSampleStay(hotelId, ready ? { roomId, ratePlanId, checkIn, nights } : null);
  const sample = ready ? (stay.data ?? null) : null;
  const preview = useMemo(
    () =>
      sample && ready
        ? previewOf(
            values,
            editingId,
            { deals, other: otherOffers },
            {
              roomId,
              ratePlanId,
              nights: sample.nights.map((n) => ({ date: n.date, rate: n.rate ?? 0 })),
              extras: sample.extras,
              minSellPrice: sample.minSellPrice,
              commission: commissionOfPlan,
              platform,
              rewardsTier,
              loyaltyMember,
              source,
              bookedAt: new Date(),
            },
            threshold,
          )
        : null,
    [
      values,
      editingId,
      deals,
      otherOffers,
      sample,
      ready,
      roomId,
      ratePlanId,
      commissionOfPlan,
      platform,
      rewardsTier,
      loyaltyMember,
      source,
      threshold,
    ],
  );
  const roomName = (id: number) => catalogue.rooms.find((r) => r.roomId === id)?.name ?? String(id);
  return (
    <section className={ui.section} aria-labelledby="preview-title">
      <h2 id="preview-title" className={ui.sectionTitle}>
        {t('promotions.preview.title')}
      </h2>
      <p className={ui.help}>{t('promotions.preview.subtitle')}</p>
      <div className={ui.fieldGrid}>
        <Select
          label={t('promotions.preview.ratePlan')}
          options={catalogue.ratePlans.map((p) => ({ id: String(p.ratePlanId), label: p.name }))}
          value={ratePlanId === null ? null : String(ratePlanId)}
          onChange={(id) => {
            const next = catalogue.ratePlans.find((p) => String(p.ratePlanId) === id);
            setPickedPlanId(next?.ratePlanId ?? null);
            setPickedRoomId(null);
          }}
        />
        <Select
          label={t('promotions.preview.room')}
          options={(plan?.roomIds ?? []).map((id) => ({ id: String(id), label: roomName(id) }))}
          value={roomId === null ? null : String(roomId)}
          onChange={(id) => setPickedRoomId(id === null ? null : Number(id))}
        />
        <DateField
          label={t('promotions.preview.checkIn')}
          value={checkIn}
          minValue={today}
          onChange={(d) => d && setPickedCheckIn(d)}
        />
        <NumberField
          label={t('promotions.preview.nights')}
          value={nights}
          minValue={1}
          maxValue={PRICE_SIMULATION_MAX_NIGHTS}
          onChange={(n) => setPickedNights(n ?? 1)}
        />
        <Select
          label={t('promotions.preview.platform')}
          options={(['LOGIN', 'NON_LOGIN'] as const).map((p) => ({
            id: p,
            label: t(`promotions.platform.${p}`),
          }))}
          value={platform}
          onChange={(p) => p && setPlatform(p as Platform)}
        />
        <Select
          label={t('promotions.preview.rewardsTier')}
          options={[
            { id: NO_TIER, label: t('promotions.preview.noTier') },
            ...TIERS.map((tier) => ({ id: tier, label: t(`campaigns.tier.${tier}`) })),
          ]}
          value={rewardsTier ?? NO_TIER}
          onChange={(id) => setRewardsTier(id && id !== NO_TIER ? (id as RewardsTier) : null)}
        />
        <Select
          label={t('promotions.preview.source')}
          options={SOURCES.map((s) => ({ id: s, label: t(`promotions.preview.sources.${s}`) }))}
          value={source}
          onChange={(id) => id && setSource(id as BookingSource)}
        />
        <div className={ui.gridCheck}>
          <Checkbox isSelected={loyaltyMember} onChange={setLoyaltyMember}>
            {t('promotions.preview.loyaltyMember')}
          </Checkbox>
        </div>
        <NumberField
          label={t('promotions.preview.threshold')}
          value={threshold}
          minValue={1}
          maxValue={100}
          onChange={(n) => setThreshold(n ?? DEFAULT_STACK_WARNING_PERCENT)}
        />
      </div>
      {!ready ? (
        <p className={ui.help}>{t('promotions.preview.choose')}</p>
      ) : stay.isError ? (
        <p className={css.alert.warning}>{t('promotions.preview.sampleFailed')}</p>
      ) : !preview ? null : (
        <div aria-live="polite" className={css.form}>
          {sample && !sample.available ? (
            <p className={css.alert.warning}>
              {t('promotions.preview.unavailable')}{' '}
              {sample.reasons.map((r) => t(`common.quoteReasons.${r}`)).join(', ')}.
            </p>
          ) : null}
          {other.isError ? <p className={css.alert.warning}>{t('promotions.preview.otherFailed')}</p> : null}
          {preview.warn ? (
            <p className={css.alert.warning} role="alert">
              {t('promotions.preview.warn', { percent: Math.round(preview.percentOff), threshold })}
            </p>
          ) : null}
          {!preview.thisApplies ? <p className={ui.help}>{t('promotions.preview.notThis')}</p> : null}
          <dl className={css.facts}>
            <div className={css.fact}>
              <dt className={css.factLabel}>{t('promotions.preview.base')}</dt>
              <dd className={css.factValue}>{formatIdr(preview.result.baseTotal)}</dd>
            </div>
            {preview.result.applied.map((a) => (
              <div key={a.offerId} className={css.fact}>
                <dt className={css.factLabel}>
                  {a.offerId === PREVIEW_OFFER_ID
                    ? values.name || t(`promotions.kind.${values.kind}`)
                    : !isDealKind(a.kind)
                      ? t(`promotions.preview.other.${a.kind}`, { name: a.name })
                      : a.name}
                </dt>
                <dd className={css.factValue}>−{formatIdr(a.amount)}</dd>
              </div>
            ))}
            {preview.result.minSellPriceCap > 0 ? (
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('promotions.preview.cap')}</dt>
                <dd className={css.factValue}>+{formatIdr(preview.result.minSellPriceCap)}</dd>
              </div>
            ) : null}
            {preview.result.extras > 0 ? (
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('promotions.preview.extras')}</dt>
                <dd className={css.factValue}>+{formatIdr(preview.result.extras)}</dd>
              </div>
            ) : null}
            <div className={css.fact}>
              <dt className={css.factLabel}>{t('promotions.preview.guestPays')}</dt>
              <dd className={css.factValue} data-testid="guest-pays">
                {formatIdr(preview.guestPays)}
              </dd>
            </div>
            <div className={css.fact}>
              <dt className={css.factLabel}>
                {t('promotions.preview.commission', { percent: Number(commissionOfPlan ?? 0) })}
              </dt>
              <dd className={css.factValue}>−{formatIdr(preview.commission)}</dd>
            </div>
            <div className={css.fact}>
              <dt className={css.factLabel}>{t('promotions.preview.youReceive')}</dt>
              <dd className={css.factValue}>{formatIdr(preview.youReceive)}</dd>
            </div>
          </dl>
          <p className={ui.help}>
            {preview.result.strategy === 'NONE'
              ? t('promotions.preview.none')
              : t(
                  preview.result.strategy === 'STACKED'
                    ? 'promotions.preview.stacked'
                    : 'promotions.preview.single',
                )}
          </p>
          {preview.result.valueAdded.length > 0 ? (
            <ul className={ui.chips}>
              {preview.result.valueAdded.map((v) => (
                <li key={v.offerId} className={ui.chip}>
                  {t('promotions.preview.benefit', {
                    name: lang === 'en' ? v.names.en : v.names.id,
                    times: v.times,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </section>
  );
}
