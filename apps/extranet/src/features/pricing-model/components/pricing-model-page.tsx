import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { RadioGroup } from '@extranet/ui/radio-group';
import { Switch } from '@extranet/ui/switch';
import { NumberField, CurrencyField } from '@extranet/ui/number-field';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useToast } from '@extranet/ui/toast';
import { pricingModelKey, usePricingModel } from '../api/get-pricing-model';
import { savePricingModel } from '../api/save-pricing-model';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { SESSION_KEY } from '../../../shared/session/session';
import * as css from '../../../shared/styles/page.css';
import { srOnly } from '../../../shared/forms/forms.css';
import { RatesSubNav, formatIdr } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import {
  MAX_NIGHTS,
  cellKey,
  nextNights,
  tablesOf,
  toPricingInput,
  validateTables,
  type PricingModel,
  type RateModel,
  type RoomTable,
  type TableErrors,
} from '../model';
import { errorMessage } from '../../../shared/api/error-message';
import { ariKey } from '../../../shared/api/query-keys';

function PricingForm({
  hotelId,
  model,
  canEdit,
}: {
  hotelId: number;
  model: PricingModel;
  canEdit: boolean;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [rateModel, setRateModel] = useState<RateModel>(model.rateModel);
  const [tables, setTables] = useState<RoomTable[]>(() => tablesOf(model));
  const [byGuests, setByGuests] = useState(model.occupancyBasedRate);
  const [errors, setErrors] = useState<TableErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: () => savePricingModel(hotelId, toPricingInput(rateModel, tables, byGuests)),
    onSuccess: async (saved) => {
      setProblem(null);
      setTables(tablesOf(saved));
      showSuccess(t('ratePlans.pricing.saved'));
      await queryClient.invalidateQueries({ queryKey: pricingModelKey(hotelId) });
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      await queryClient.invalidateQueries({ queryKey: ariKey(hotelId) });
    },
    onError: (error) => {
      const fieldMessage = isApiError(error) ? error.errors?.[0]?.message : undefined;
      setProblem(fieldMessage ?? errorMessage(error, t('ratePlans.pricing.saveFailed')));
    },
  });
  const update = (roomId: number, index: number, patch: Partial<RoomTable['rows'][number]>) =>
    setTables((all) =>
      all.map((table) =>
        table.roomId === roomId
          ? { ...table, rows: table.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) }
          : table,
      ),
    );
  const submit = () => {
    const found = validateTables(rateModel, tables);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      const el = document.querySelector<HTMLElement>(`[data-cell="${first}"] input`);
      el?.scrollIntoView({ block: 'center' });
      el?.focus({ preventScroll: true });
      return;
    }
    if (rateModel !== model.rateModel) setConfirming(true);
    else save.mutate();
  };
  const message = (key: string) => {
    const e = errors[key];
    return e ? { error: t(e.key, e.params) } : {};
  };
  const readOnly = !canEdit;

  return (
    <form
      className={ui.formLayout}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-labelledby="pricing-title"
    >
      {readOnly ? (
        <div className={css.alert.info} role="status">
          {t('ratePlans.pricing.readOnly')}
        </div>
      ) : null}
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <section className={ui.section}>
        <RadioGroup
          label={t('ratePlans.pricing.model')}
          value={rateModel}
          onChange={(v) => setRateModel(v as RateModel)}
          isDisabled={readOnly}
          options={(['DAILY', 'LOS'] as const).map((m) => ({
            value: m,
            label: t(`ratePlans.pricing.${m}`),
            description: t(`ratePlans.pricing.${m}Help`, { max: MAX_NIGHTS }),
          }))}
        />
      </section>
      <section className={ui.section}>
        <Switch
          isSelected={byGuests}
          onChange={setByGuests}
          isDisabled={readOnly}
          description={t('ratePlans.pricing.occupancyHelp')}
        >
          {t('ratePlans.pricing.occupancy')}
        </Switch>
      </section>
      {rateModel === 'LOS' ? (
        <section className={ui.section} aria-labelledby="los-table-title">
          <h2 id="los-table-title" className={ui.sectionTitle}>
            {t('ratePlans.pricing.table')}
          </h2>
          <p className={ui.help}>{t('ratePlans.pricing.tableHelp', { max: MAX_NIGHTS })}</p>
          {tables.map((table) => (
            <div
              key={table.roomId}
              className={ui.group}
              role="group"
              aria-labelledby={`room-${table.roomId}`}
            >
              <h3 id={`room-${table.roomId}`} className={ui.groupLabel} style={{ fontSize: '1rem' }}>
                {table.name}{' '}
                <span className={ui.help} style={{ fontWeight: 400 }}>
                  · {t('ratePlans.pricing.minSell', { price: formatIdr(table.minSellPrice) })}
                </span>
              </h3>
              {table.rows.length === 0 ? <p className={ui.help}>{t('ratePlans.pricing.noRows')}</p> : null}
              {readOnly && table.rows.length > 0 ? (
                <div className={ui.tableWrap}>
                  <table className={ui.compactTable} aria-labelledby={`room-${table.roomId}`}>
                    <thead>
                      <tr>
                        <th scope="col" className={ui.th}>
                          {t('ratePlans.pricing.nights')}
                        </th>
                        <th scope="col" className={ui.th}>
                          {t('ratePlans.pricing.rate')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {table.rows.map((row) => (
                        <tr key={row.nights}>
                          <td className={ui.td}>{t('ratePlans.common.nights', { count: row.nights })}</td>
                          <td className={ui.td}>{formatIdr(row.rate)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
              {!readOnly && table.rows.length > 0 ? (
                <div className={ui.losHead} aria-hidden="true">
                  <span>{t('ratePlans.pricing.nights')}</span>
                  <span>{t('ratePlans.pricing.rate')}</span>
                </div>
              ) : null}
              {readOnly
                ? null
                : table.rows.map((row, index) => (
                    <div key={index} className={ui.losRow}>
                      <div data-cell={cellKey(table.roomId, index, 'nights')}>
                        <NumberField
                          label={
                            <span className={srOnly}>
                              {t('ratePlans.pricing.nightsRow', { n: index + 1, room: table.name })}
                            </span>
                          }
                          value={row.nights}
                          minValue={1}
                          maxValue={MAX_NIGHTS}
                          isDisabled={readOnly}
                          onChange={(nights) => update(table.roomId, index, { nights })}
                          {...message(cellKey(table.roomId, index, 'nights'))}
                        />
                      </div>
                      <div data-cell={cellKey(table.roomId, index, 'rate')}>
                        <CurrencyField
                          label={
                            <span className={srOnly}>
                              {t('ratePlans.pricing.rateRow', { n: index + 1, room: table.name })}
                            </span>
                          }
                          value={row.rate}
                          isDisabled={readOnly}
                          onChange={(rate) => update(table.roomId, index, { rate })}
                          {...message(cellKey(table.roomId, index, 'rate'))}
                        />
                      </div>
                      {readOnly ? (
                        <span />
                      ) : (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() =>
                            setTables((all) =>
                              all.map((x) =>
                                x.roomId === table.roomId
                                  ? { ...x, rows: x.rows.filter((_, i) => i !== index) }
                                  : x,
                              ),
                            )
                          }
                        >
                          {t('ratePlans.pricing.removeRow', { n: index + 1, room: table.name })}
                        </Button>
                      )}
                    </div>
                  ))}
              {readOnly || nextNights(table.rows) === null ? null : (
                <div>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      setTables((all) =>
                        all.map((x) =>
                          x.roomId === table.roomId
                            ? {
                                ...x,
                                rows: [
                                  ...x.rows,
                                  { nights: nextNights(x.rows), rate: x.minSellPrice || null },
                                ],
                              }
                            : x,
                        ),
                      )
                    }
                  >
                    {t('ratePlans.pricing.addRow')}
                  </Button>
                </div>
              )}
            </div>
          ))}
        </section>
      ) : null}
      {readOnly ? null : (
        <div className={ui.stickyActions}>
          <Button type="submit" loading={save.isPending}>
            {t('ratePlans.common.save')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('ratePlans.pricing.confirmTitle')}
        message={t('ratePlans.pricing.confirmBody')}
        confirmLabel={t('ratePlans.pricing.confirm')}
        cancelLabel={t('ratePlans.common.cancel')}
        onConfirm={async () => {
          await save.mutateAsync().catch(() => undefined);
          setConfirming(false);
        }}
      />
    </form>
  );
}

/** /v3/rates-and-availability/pricing-model: DAILY vs LOS and the LOS stay-length table (market manager only). */
export function PricingModelPage() {
  const t = useT();
  const { hotelId, abilities } = useHotelContext();
  usePageTitle(t('ratePlans.pricing.title'));
  const model = usePricingModel(hotelId);
  return (
    <div className={css.page} style={{ maxWidth: 960 }}>
      <header className={css.pageHeader}>
        <h1 id="pricing-title" className={css.title}>
          {t('ratePlans.pricing.title')}
        </h1>
        <p className={css.subtitle}>{t('ratePlans.pricing.subtitle')}</p>
      </header>
      <RatesSubNav />
      {model.isPending ? (
        <PageLoading />
      ) : model.isError ? (
        <RequestErrorScreen headingLevel={2} error={model.error} onRetry={() => void model.refetch()} />
      ) : (
        <PricingForm hotelId={hotelId} model={model.data} canEdit={abilities['pricingModel.edit']} />
      )}
    </div>
  );
}
