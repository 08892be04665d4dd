import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@extranet/api';
import { messageOf } from '@extranet/validation';
import { tp, translate } from '@extranet/i18n';
import { Button } from '@extranet/ui/button';
import { Checkbox } from '@extranet/ui/checkbox';
import { DateRangePicker } from '@extranet/ui/date-range-picker';
import { Select } from '@extranet/ui/select';
import { TextField } from '@extranet/ui/text-field';
import { useToast } from '@extranet/ui/toast';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { currentHotel, useSignedInSession } from '../../../shared/session/session';
import * as css from '../../../shared/styles/page.css';
import { formatIdr } from '../../../shared/rates/fields';
import { useAriCalendar } from '../api/get-ari-calendar';
import { bulkUpdateAri } from '../api/bulk-update-ari';
import { undoBulkUpdate } from '../api/undo-bulk-update';
import { ariKey } from '../../../shared/api/query-keys';
import { addMonths, propertyToday, type AriCalendar } from '../model';
import {
  checkBulkForm,
  EMPTY_FORM,
  pairKey,
  toBulkBody,
  type BulkForm,
  type FormProblem,
} from '../bulk-model';
import * as own from './bulk-updates.css';
import * as workspace from '../../../shared/styles/workspace.css';

type BulkResult = Schemas['AriBulkResult'];

const CANCELLATION = [
  'NON_REFUNDABLE',
  'RATE_PLAN',
  'FREE_UNTIL_1_DAY',
  'FREE_UNTIL_3_DAYS',
  'FREE_UNTIL_7_DAYS',
];
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const FIELD_KEYS: Record<string, string> = {
  allotment: 'rates.calendar.fieldLabel.allotment',
  rate: 'rates.calendar.fieldLabel.rate',
  closeOut: 'rates.calendar.fieldLabel.closeOut',
  cta: 'rates.calendar.fieldLabel.cta',
  ctd: 'rates.calendar.fieldLabel.ctd',
  stayMin: 'rates.calendar.fieldLabel.stayMin',
  stayMax: 'rates.calendar.fieldLabel.stayMax',
  advMin: 'rates.bulk.advMin',
  advMax: 'rates.bulk.advMax',
  cancellationPolicy: 'rates.bulk.cancellation',
};

function Toggle({
  label,
  checked,
  onChange,
  children,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div className={own.toggle}>
      <Checkbox isSelected={checked} onChange={onChange}>
        {label}
      </Checkbox>
      {checked && children ? <div className={own.toggleBody}>{children}</div> : null}
    </div>
  );
}

function BulkBody({ data, hotelId }: { data: AriCalendar; hotelId: number }) {
  const t = useT();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [form, setForm] = useState<BulkForm>(EMPTY_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [preview, setPreview] = useState<BulkResult | null>(null);
  const [applied, setApplied] = useState<BulkResult | null>(null);
  const [serverProblem, setServerProblem] = useState<string[]>([]);
  const [undoProblem, setUndoProblem] = useState<string | null>(null);
  const today = propertyToday();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // Applying, undoing and "change" remove the button that was pressed: the focus goes to the heading of what
  // replaces it (the result, or the summary with the preview button), never back to the page's start.
  const appliedHeading = useRef<HTMLHeadingElement>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'applied' | 'summary' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'applied' ? appliedHeading.current : summaryHeading.current;
    if (!focusNext.current || !target) return;
    focusNext.current = null;
    target.focus();
  });
  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  const problems = useMemo(
    () => (submitted ? checkBulkForm(form, data.ratePlans) : []),
    [form, submitted, data.ratePlans],
  );
  const messageFor = (p: FormProblem) =>
    p.validation
      ? messageOf(p.validation, { translate: (key) => translate(lang, key) })
      : t(p.key, p.params?.field ? { ...p.params, field: t(String(p.params.field)) } : p.params);
  const errorOf = (field: string) => {
    const p = problems.find((x) => x.field === field);
    return p ? messageFor(p) : undefined;
  };
  const update = (patch: Partial<BulkForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setPreview(null);
  };

  const rooms = data.rooms.map((room) => ({
    room,
    plans: data.ratePlans.filter((p) => p.roomId === room.roomId),
  }));
  const names = (roomId: number, ratePlanId: number | null) => {
    const room = data.rooms.find((r) => r.roomId === roomId)?.roomName ?? '';
    const plan = data.ratePlans.find((p) => p.ratePlanId === ratePlanId)?.ratePlanName;
    return plan ? `${room} · ${plan}` : room;
  };

  const send = useMutation({
    mutationFn: (isPreview: boolean) =>
      // Applying after a preview that listed rate anomalies is the owner's confirmation of them.
      bulkUpdateAri(hotelId, {
        ...toBulkBody(form, isPreview),
        confirmAnomalies: !isPreview && (preview?.anomalies?.length ?? 0) > 0,
      }),
    onMutate: () => setServerProblem([]),
    onSuccess: async (result) => {
      if (result.preview) {
        setPreview(result);
        return;
      }
      focusNext.current = 'applied';
      setPreview(null);
      setApplied(result);
      setUndoProblem(null);
      showSuccess(tp('rates.bulk.applied', result.cells, {}, lang));
      await queryClient.invalidateQueries({ queryKey: ariKey(hotelId) });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors?.length) setServerProblem(error.errors.map((e) => e.message));
      else setServerProblem([isApiError(error) ? error.message : t('rates.bulk.failed')]);
    },
  });

  const undo = useMutation({
    mutationFn: (batchId: string) => undoBulkUpdate(hotelId, batchId),
    onSuccess: async (result) => {
      focusNext.current = 'summary';
      setApplied(null);
      showSuccess(tp('rates.bulk.undone', result.cells, {}, lang));
      await queryClient.invalidateQueries({ queryKey: ariKey(hotelId) });
    },
    onError: (error) => {
      const message = isApiError(error) ? error.message : t('rates.bulk.undoFailed');
      setUndoProblem(message);
      showError(t('rates.bulk.undoFailed'));
    },
  });

  const submitPreview = () => {
    setSubmitted(true);
    const found = checkBulkForm(form, data.ratePlans);
    if (found.length > 0) {
      const first = found[0]!.field;
      document.getElementById(`bulk-${first}`)?.focus();
      return;
    }
    send.mutate(true);
  };

  const toggleDay = (day: number, on: boolean) =>
    update({ days: on ? [...new Set([...form.days, day])] : form.days.filter((d) => d !== day) });
  const togglePlan = (key: string, on: boolean) =>
    update({ pairs: on ? [...new Set([...form.pairs, key])] : form.pairs.filter((x) => x !== key) });

  const showOne = (v: unknown): string => {
    if (v === null || v === undefined) return t('rates.log.notSet');
    if (typeof v === 'boolean') return v ? t('rates.log.yes') : t('rates.log.no');
    if (typeof v === 'number') return new Intl.NumberFormat('id-ID').format(v);
    return typeof v === 'string' ? v : JSON.stringify(v);
  };
  const showValue = (values: object) =>
    Object.entries(values)
      .map(([k, v]) => `${FIELD_KEYS[k] ? t(FIELD_KEYS[k]!) : k}: ${showOne(v)}`)
      .join(', ');

  return (
    <div className={workspace.workspace}>
      <form
        id="bulk-form"
        className={workspace.main}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submitPreview();
        }}
      >
        <section className={css.card} aria-labelledby="bulk-when">
          <h2 id="bulk-when" className={css.cardTitle}>
            {t('rates.bulk.when')}
          </h2>
          <div id="bulk-period" tabIndex={-1}>
            <DateRangePicker
              label={t('rates.bulk.period')}
              value={form.period}
              onChange={(v) => update({ period: v })}
              minValue={today}
              maxValue={addMonths(today, 18)}
              isRequired
              error={errorOf('period')}
            />
          </div>
          <fieldset
            className={own.fieldset}
            id="bulk-days"
            tabIndex={-1}
            aria-describedby={errorOf('days') ? 'bulk-days-error' : undefined}
          >
            <legend className={own.legend}>{t('rates.bulk.days')}</legend>
            <div className={own.days}>
              {WEEK.map((day) => (
                <Checkbox
                  key={day}
                  isSelected={form.days.includes(day)}
                  onChange={(on) => toggleDay(day, on)}
                >
                  <span aria-hidden="true">{t(`rates.bulk.weekdays.${day}`)}</span>
                  <span className={own.srOnly}>{t(`rates.bulk.weekdayNames.${day}`)}</span>
                </Checkbox>
              ))}
            </div>
            {errorOf('days') ? (
              <p id="bulk-days-error" className={own.error}>
                {errorOf('days')}
              </p>
            ) : null}
          </fieldset>
        </section>

        <section className={css.card} aria-labelledby="bulk-plans">
          <div>
            <h2 id="bulk-plans" className={css.cardTitle}>
              {t('rates.bulk.ratePlans')}
            </h2>
            <p className={css.muted}>{t('rates.bulk.ratePlansHint')}</p>
          </div>
          <div id="bulk-ratePlanIds" tabIndex={-1} className={own.rooms}>
            {rooms.map(({ room, plans }) => {
              const keys = plans.map((p) => pairKey(room.roomId, p.ratePlanId));
              const chosen = keys.filter((k) => form.pairs.includes(k)).length;
              return (
                <fieldset key={room.roomId} className={own.roomGroup}>
                  <legend className={own.legend}>{room.roomName}</legend>
                  <Checkbox
                    isSelected={plans.length > 0 && chosen === plans.length}
                    isIndeterminate={chosen > 0 && chosen < plans.length}
                    onChange={(on) =>
                      update({
                        pairs: on
                          ? [...new Set([...form.pairs, ...keys])]
                          : form.pairs.filter((x) => !keys.includes(x)),
                      })
                    }
                  >
                    {t('rates.bulk.selectAllOfRoom', { room: room.roomName })}
                  </Checkbox>
                  <div className={own.plans}>
                    {plans.map((p) => (
                      <Checkbox
                        key={p.ratePlanId}
                        isSelected={form.pairs.includes(pairKey(room.roomId, p.ratePlanId))}
                        onChange={(on) => togglePlan(pairKey(room.roomId, p.ratePlanId), on)}
                      >
                        {p.ratePlanName}
                      </Checkbox>
                    ))}
                  </div>
                </fieldset>
              );
            })}
          </div>
          {errorOf('ratePlanIds') ? <p className={own.error}>{errorOf('ratePlanIds')}</p> : null}
        </section>

        <section className={css.card} aria-labelledby="bulk-what">
          <h2 id="bulk-what" className={css.cardTitle}>
            {t('rates.bulk.whatChanges')}
          </h2>
          <div id="bulk-changes" tabIndex={-1} className={own.toggles}>
            <Toggle
              label={t('rates.bulk.setRate')}
              checked={form.setRate}
              onChange={(v) => update({ setRate: v })}
            >
              <TextField
                label={t('rates.bulk.rate')}
                inputMode="numeric"
                value={form.rate}
                onChange={(v) => update({ rate: v })}
                error={errorOf('rate')}
              />
            </Toggle>
            <Toggle
              label={t('rates.bulk.setAllotment')}
              checked={form.setAllotment}
              onChange={(v) => update({ setAllotment: v })}
            >
              <TextField
                label={t('rates.bulk.allotment')}
                inputMode="numeric"
                value={form.allotment}
                onChange={(v) => update({ allotment: v })}
                error={errorOf('allotment')}
              />
            </Toggle>
            <Toggle
              label={t('rates.bulk.setCloseOut')}
              checked={form.setCloseOut}
              onChange={(v) => update({ setCloseOut: v })}
            >
              <Checkbox isSelected={form.closeOut} onChange={(v) => update({ closeOut: v })}>
                {t('rates.bulk.closeOut')}
              </Checkbox>
            </Toggle>
            <Toggle
              label={t('rates.bulk.setCta')}
              checked={form.setCta}
              onChange={(v) => update({ setCta: v })}
            >
              <Checkbox isSelected={form.cta} onChange={(v) => update({ cta: v })}>
                {t('rates.bulk.cta')}
              </Checkbox>
            </Toggle>
            <Toggle
              label={t('rates.bulk.setCtd')}
              checked={form.setCtd}
              onChange={(v) => update({ setCtd: v })}
            >
              <Checkbox isSelected={form.ctd} onChange={(v) => update({ ctd: v })}>
                {t('rates.bulk.ctd')}
              </Checkbox>
            </Toggle>
            <Toggle
              label={t('rates.bulk.setStay')}
              checked={form.setStay}
              onChange={(v) => update({ setStay: v })}
            >
              <div className={own.pair}>
                <TextField
                  label={t('rates.bulk.stayMin')}
                  inputMode="numeric"
                  value={form.stayMin}
                  onChange={(v) => update({ stayMin: v })}
                  error={errorOf('stayMin')}
                />
                <TextField
                  label={t('rates.bulk.stayMax')}
                  inputMode="numeric"
                  value={form.stayMax}
                  onChange={(v) => update({ stayMax: v })}
                  error={errorOf('stayMax')}
                />
              </div>
            </Toggle>
            <Toggle
              label={t('rates.bulk.setAdvance')}
              checked={form.setAdvance}
              onChange={(v) => update({ setAdvance: v })}
            >
              <div className={own.pair}>
                <TextField
                  label={t('rates.bulk.advMin')}
                  inputMode="numeric"
                  value={form.advMin}
                  onChange={(v) => update({ advMin: v })}
                  error={errorOf('advMin')}
                />
                <TextField
                  label={t('rates.bulk.advMax')}
                  inputMode="numeric"
                  value={form.advMax}
                  onChange={(v) => update({ advMax: v })}
                  error={errorOf('advMax')}
                />
              </div>
            </Toggle>
            <Toggle
              label={t('rates.bulk.setCancellation')}
              checked={form.setCancellation}
              onChange={(v) => update({ setCancellation: v })}
            >
              <Select
                label={t('rates.bulk.cancellation')}
                options={CANCELLATION.map((id) => ({ id, label: t(`rates.bulk.cancellationOptions.${id}`) }))}
                value={form.cancellation}
                onChange={(v) => update({ cancellation: v ?? 'NON_REFUNDABLE' })}
              />
            </Toggle>
          </div>
          {errorOf('changes') ? <p className={own.error}>{errorOf('changes')}</p> : null}
        </section>

        {serverProblem.length > 0 ? (
          <div role="alert" className={own.alert}>
            <ul>
              {serverProblem.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </form>

      <aside className={workspace.side} aria-live="polite">
        {/* The result of the last apply comes first: what happened and how to undo it. */}
        {applied ? (
          <section className={css.card} aria-labelledby="bulk-applied">
            <h2 id="bulk-applied" className={css.cardTitle} tabIndex={-1} ref={appliedHeading}>
              {tp('rates.bulk.applied', applied.cells, {}, lang)}
            </h2>
            <p className={css.muted}>{t('rates.bulk.appliedBanner', { count: applied.cells })}</p>
            {undoProblem ? (
              <p role="alert" className={own.error}>
                {undoProblem}
              </p>
            ) : null}
            {applied.batchId ? (
              <Button
                variant="secondary"
                loading={undo.isPending}
                onClick={() => undo.mutate(applied.batchId!)}
              >
                {t('rates.bulk.undo')}
              </Button>
            ) : null}
          </section>
        ) : null}
        {preview === null ? (
          <section className={css.card} aria-labelledby="bulk-summary">
            <h2 id="bulk-summary" className={css.cardTitle} tabIndex={-1} ref={summaryHeading}>
              {t('rates.bulk.summary')}
            </h2>
            <ul className={own.summary}>
              <li>
                {form.period ? `${form.period.start} – ${form.period.end}` : t('rates.bulk.summaryNoPeriod')}
              </li>
              <li>{tp('rates.bulk.summaryDays', form.days.length, {}, lang)}</li>
              <li>{tp('rates.bulk.summaryPlans', form.pairs.length, {}, lang)}</li>
            </ul>
            <p className={css.muted}>{t('rates.bulk.summaryHint')}</p>
            <Button
              type="submit"
              form="bulk-form"
              fullWidth
              loading={send.isPending && send.variables === true}
            >
              {t('rates.bulk.preview')}
            </Button>
          </section>
        ) : null}
        {preview ? (
          <section className={css.card} aria-labelledby="bulk-preview">
            <h2 id="bulk-preview" className={css.cardTitle} tabIndex={-1} ref={previewHeading}>
              {t('rates.bulk.previewTitle')}
            </h2>
            <p className={own.cells}>
              {preview.cells > 0
                ? tp('rates.bulk.previewCells', preview.cells, {}, lang)
                : t('rates.bulk.previewNone')}
            </p>
            {preview.anomalies && preview.anomalies.length > 0 ? (
              <div role="alert" className={css.alert.warning}>
                <strong>{t('rates.bulk.anomalyTitle')}</strong>
                <ul className={own.anomalyList}>
                  {preview.anomalies.map((a) => (
                    <li key={`${a.roomId}-${a.ratePlanId}`}>
                      {t('rates.bulk.anomalyItem', {
                        name: names(a.roomId, a.ratePlanId),
                        rate: formatIdr(a.rate),
                        average: formatIdr(a.average),
                      })}
                    </li>
                  ))}
                </ul>
                <span>{t('rates.bulk.anomalyConfirm')}</span>
              </div>
            ) : null}
            {preview.sample.length > 0 ? (
              <div className={own.tableScroll}>
                <table className={own.table}>
                  <caption className={own.caption}>{t('rates.bulk.previewSample')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('rates.bulk.sampleDate')}</th>
                      <th scope="col">{t('rates.bulk.sampleRoom')}</th>
                      <th scope="col">{t('rates.bulk.sampleBefore')}</th>
                      <th scope="col">{t('rates.bulk.sampleAfter')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.sample.slice(0, 12).map((s, i) => (
                      <tr key={i}>
                        <td>{s.date}</td>
                        <td>{names(s.roomId, s.ratePlanId)}</td>
                        <td>{showValue(s.before)}</td>
                        <td>{showValue(s.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <div className={own.actions}>
              <Button
                variant="ghost"
                onClick={() => {
                  focusNext.current = 'summary';
                  setPreview(null);
                }}
              >
                {t('rates.bulk.change')}
              </Button>
              <Button
                onClick={() => send.mutate(false)}
                disabled={preview.cells === 0}
                loading={send.isPending && send.variables === false}
              >
                {t('rates.bulk.apply')}
              </Button>
            </div>
          </section>
        ) : null}
      </aside>
    </div>
  );
}

/** `/rates-and-availability/bulk-updates` (LOS properties are sent to access denied by the route guard). */
export function BulkUpdatesPage() {
  const t = useT();
  const session = useSignedInSession();
  const hotel = currentHotel(session);
  const today = propertyToday();
  const window = useMemo(() => ({ from: today, to: today }), [today]);
  const query = useAriCalendar(hotel?.hotelId ?? null, window);
  usePageTitle(t('rates.bulk.title'));

  let body;
  if (!hotel || query.isPending) body = <PageLoading />;
  else if (query.isError)
    body = <RequestErrorScreen error={query.error} onRetry={() => void query.refetch()} headingLevel={2} />;
  else if (query.data.ratePlans.length === 0)
    body = (
      <section className={css.card}>
        <p>{t('rates.bulk.noRatePlans')}</p>
        <Link to="/v3/rates-and-availability/rate-plans" className={css.textLink}>
          {t('rates.calendar.ratePlansLink')}
        </Link>
      </section>
    );
  else body = <BulkBody data={query.data} hotelId={hotel.hotelId} />;

  return (
    <div className={own.page}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('rates.bulk.title')}</h1>
        <p className={css.subtitle}>{t('rates.bulk.subtitle')}</p>
      </header>
      {body}
    </div>
  );
}
