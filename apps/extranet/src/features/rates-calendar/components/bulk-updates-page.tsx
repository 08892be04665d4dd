import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@extranet/api';
import { messageOf } from '@extranet/validation';
import { tp, translate } from '@extranet/i18n';
import { Button } from '@extranet/ui/button';
import { Checkbox } from '@extranet/ui/checkbox';
import { DateRangePicker } from '@extranet/ui/date-range-picker';
import { useToast } from '@extranet/ui/toast';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { currentHotel, useSignedInSession } from '../../../shared/session/session';
import * as css from '../../../shared/styles/page.css';
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
import { BulkChangesSection } from './bulk-changes-section';
import { BulkPreview } from './bulk-preview';
import { useFormat } from '../../../shared/format';

type BulkResult = Schemas['AriBulkResult'];

const WEEK = [1, 2, 3, 4, 5, 6, 0];

function BulkBody({ data, hotelId, today }: { data: AriCalendar; hotelId: number; today: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [form, setForm] = useState<BulkForm>(EMPTY_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [preview, setPreview] = useState<BulkResult | null>(null);
  const [applied, setApplied] = useState<BulkResult | null>(null);
  const [serverProblem, setServerProblem] = useState<string[]>([]);
  const [undoProblem, setUndoProblem] = useState<string | null>(null);
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

        <BulkChangesSection form={form} update={update} errorOf={errorOf} />

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
                {form.period
                  ? format.dateRange(form.period.start, form.period.end)
                  : t('rates.bulk.summaryNoPeriod')}
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
          <BulkPreview
            preview={preview}
            names={names}
            headingRef={previewHeading}
            onChange={() => {
              focusNext.current = 'summary';
              setPreview(null);
            }}
            onApply={() => send.mutate(false)}
            applying={send.isPending && send.variables === false}
          />
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
  const today = propertyToday(hotel?.timeZone);
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
  else body = <BulkBody today={today} data={query.data} hotelId={hotel.hotelId} />;

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
