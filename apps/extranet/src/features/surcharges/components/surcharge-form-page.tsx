import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Controller, useWatch } from 'react-hook-form';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { Switch } from '@extranet/ui/switch';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen, StatusPanel } from '../../../shared/components/status-screens';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { renamedFields } from '../../../shared/forms/use-validated-form';
import { useCatalogueForm, type CatalogueFormMode } from '../../../shared/forms/use-catalogue-form';
import * as css from '../../../shared/styles/page.css';
import { FormDateRange, FormNumberField, FormRadioGroup, RatesSubNav } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import {
  SURCHARGE_FIELDS,
  emptySurcharge,
  surchargeFieldOf,
  toSurchargeInput,
  validateSurchargeValues,
  valuesFromSurcharge,
  type Surcharge,
  type SurchargeValues,
} from '../model';
import { surchargesKey } from '../api/list-surcharges';
import { useSurcharge } from '../api/get-surcharge';
import { createSurcharge } from '../api/create-surcharge';
import { updateSurcharge } from '../api/update-surcharge';

const BASE = '/v3/rates-and-availability/surcharge';
type Mode = CatalogueFormMode;

function SurchargeForm({ hotelId, mode, source }: { hotelId: number; mode: Mode; source?: Surcharge }) {
  const t = useT();
  const { form, save, onSubmit, problem, cancel } = useCatalogueForm<SurchargeValues>({
    validators: [validateSurchargeValues],
    defaultValues: source
      ? valuesFromSurcharge(
          source,
          mode === 'copy' ? t('ratePlans.form.copySuffix', { name: source.name }) : undefined,
        )
      : emptySurcharge(),
    write: (values) =>
      mode === 'edit' && source
        ? updateSurcharge(hotelId, source.surchargeId, toSurchargeInput(values))
        : createSurcharge(hotelId, toSurchargeInput(values)),
    invalidate: surchargesKey(hotelId),
    listPath: BASE,
    savedMessage: t(mode === 'edit' ? 'ratePlans.surcharge.updated' : 'ratePlans.surcharge.created'),
    failedMessage: t('ratePlans.surcharge.saveFailed'),
    fieldOf: renamedFields<SurchargeValues>(surchargeFieldOf, SURCHARGE_FIELDS),
  });
  const { control } = form;
  const type = useWatch({ control, name: 'type' });
  const title = t(
    mode === 'edit'
      ? 'ratePlans.surcharge.editTitle'
      : mode === 'copy'
        ? 'ratePlans.surcharge.copyTitle'
        : 'ratePlans.surcharge.createTitle',
  );
  return (
    <form
      className={ui.formLayout}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="surcharge-title"
    >
      <header className={css.pageHeader}>
        <h1 id="surcharge-title" className={css.title}>
          {title}
        </h1>
        <p className={css.subtitle}>{t('ratePlans.form.subtitle')}</p>
      </header>
      <RatesSubNav />
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('ratePlans.form.basics')}</h2>
        <FormTextField
          control={control}
          name="name"
          label={t('ratePlans.surcharge.name')}
          isRequired
          maxLength={100}
        />
        <FormTextField
          control={control}
          name="info"
          label={t('ratePlans.surcharge.info')}
          description={t('ratePlans.surcharge.infoHelp')}
          maxLength={500}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('ratePlans.surcharge.price')}</h2>
        <FormRadioGroup
          control={control}
          name="type"
          label={t('ratePlans.surcharge.typeLabel')}
          isRequired
          orientation="horizontal"
          options={(['ROOM', 'GUEST'] as const).map((v) => ({
            value: v,
            label: t(`ratePlans.surcharge.type${v}`),
            description: t(`ratePlans.surcharge.type${v}Help`),
          }))}
        />
        {type === 'ROOM' ? (
          <div className={ui.fieldGrid}>
            <FormNumberField
              control={control}
              name="price"
              label={t('ratePlans.surcharge.roomPrice')}
              isRequired
              money
            />
          </div>
        ) : type === 'GUEST' ? (
          <div className={ui.fieldGrid}>
            <FormNumberField
              control={control}
              name="adultPrice"
              label={t('ratePlans.surcharge.adultPrice')}
              isRequired
              money
            />
            <FormNumberField
              control={control}
              name="childPrice"
              label={t('ratePlans.surcharge.childPrice')}
              isRequired
              money
            />
          </div>
        ) : null}
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('ratePlans.form.stayDates')}</h2>
        <div className={ui.fieldGrid}>
          <FormDateRange
            control={control}
            name="stayDates"
            label={t('ratePlans.surcharge.stayDates')}
            description={t('ratePlans.surcharge.stayDatesHelp')}
          />
          <FormDateRange
            control={control}
            name="checkInDates"
            label={t('ratePlans.surcharge.checkInDates')}
            description={t('ratePlans.surcharge.checkInDatesHelp')}
          />
        </div>
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={field.onChange}>
              {t('ratePlans.surcharge.active')}
            </Switch>
          )}
        />
      </section>
      <div className={ui.stickyActions}>
        <Button variant="secondary" onClick={cancel}>
          {t('ratePlans.common.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t(mode === 'edit' ? 'ratePlans.surcharge.submitEdit' : 'ratePlans.surcharge.submitCreate')}
        </Button>
      </div>
    </form>
  );
}

/** surcharge/create, surcharge/create/:copy, surcharge/edit/:id. */
export function SurchargeFormPage() {
  const t = useT();
  const params = useParams();
  const { hotelId } = useHotelContext();
  const mode: Mode = params.id ? 'edit' : params.copy ? 'copy' : 'create';
  const sourceId = Number(params.id ?? params.copy);
  const source = useSurcharge(hotelId, sourceId, mode !== 'create' && sourceId > 0);
  usePageTitle(t(mode === 'edit' ? 'ratePlans.surcharge.editTitle' : 'ratePlans.surcharge.createTitle'));
  const wrap = (child: ReactNode) => (
    <div className={css.page} style={{ maxWidth: 960 }}>
      {child}
    </div>
  );
  if (mode === 'create') return wrap(<SurchargeForm hotelId={hotelId} mode="create" />);
  if (!(sourceId > 0) || (source.isError && isApiError(source.error) && source.error.status === 404))
    return wrap(<StatusPanel title={t('ratePlans.surcharge.notFound')} />);
  if (source.isPending) return wrap(<PageLoading />);
  if (source.isError)
    return wrap(<RequestErrorScreen error={source.error} onRetry={() => void source.refetch()} />);
  return wrap(
    <SurchargeForm key={`${mode}-${sourceId}`} hotelId={hotelId} mode={mode} source={source.data} />,
  );
}
