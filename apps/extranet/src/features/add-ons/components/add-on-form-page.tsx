import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Controller, useWatch } from 'react-hook-form';
import { isApiError } from '@extranet/api';
import {
  ADD_ON_PRICE_TYPES,
  ADD_ON_QUANTITY_MAX,
  ADDON_DESCRIPTION_MAX_LENGTH,
  ADDON_NAME_MAX_LENGTH,
} from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { Select } from '@extranet/ui/select';
import { Switch } from '@extranet/ui/switch';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen, StatusPanel } from '../../../shared/components/status-screens';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useCatalogueForm, type CatalogueFormMode } from '../../../shared/forms/use-catalogue-form';
import { renamedFields } from '../../../shared/forms/use-validated-form';
import { useT } from '../../../shared/i18n/language';
import { FormNumberField, FormRadioGroup, focusRef } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { useAddOn } from '../api/get-add-on';
import { addOnsKey } from '../api/list-add-ons';
import { createAddOn, updateAddOn } from '../api/save-add-on';
import {
  ADD_ON_FIELDS,
  addOnFieldOf,
  categories,
  emptyAddOn,
  subcategoriesOf,
  toAddOnInput,
  validateAddOnValues,
  valuesFromAddOn,
  type AddOn,
  type AddOnValues,
} from '../model';
import { AddOnsNav } from './add-ons-nav';
import { PhotoField } from './photo-field';

const LIST = '/v3/add-ons/list';
type Mode = CatalogueFormMode;

function AddOnForm({ hotelId, mode, source }: { hotelId: number; mode: Mode; source?: AddOn }) {
  const t = useT();
  const { form, save, onSubmit, problem, cancel } = useCatalogueForm<AddOnValues>({
    validators: [validateAddOnValues],
    defaultValues: source
      ? valuesFromAddOn(
          source,
          mode === 'copy'
            ? (name) => t('addOns.form.copySuffix', { name }).slice(0, ADDON_NAME_MAX_LENGTH)
            : undefined,
        )
      : emptyAddOn(),
    write: (values) =>
      mode === 'edit' && source
        ? updateAddOn(hotelId, source.addOnId, toAddOnInput(values))
        : createAddOn(hotelId, toAddOnInput(values)),
    invalidate: addOnsKey(hotelId),
    listPath: LIST,
    savedMessage: t(mode === 'edit' ? 'addOns.form.updated' : 'addOns.form.created'),
    failedMessage: t('addOns.form.saveFailed'),
    fieldOf: renamedFields<AddOnValues>(addOnFieldOf, ADD_ON_FIELDS),
  });
  const { control, setValue } = form;
  const category = useWatch({ control, name: 'category' });
  const title = t(`addOns.form.${mode}Title`);
  return (
    <form
      className={ui.formLayout}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="add-on-title"
    >
      <header className={css.pageHeader}>
        <h1 id="add-on-title" className={css.title}>
          {title}
        </h1>
        <p className={css.subtitle}>{t('addOns.form.subtitle')}</p>
      </header>
      <AddOnsNav />
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('addOns.form.basics')}</h2>
        <div className={ui.fieldGrid}>
          <FormTextField
            control={control}
            name="nameId"
            label={t('addOns.form.nameId')}
            isRequired
            maxLength={ADDON_NAME_MAX_LENGTH}
          />
          <FormTextField
            control={control}
            name="nameEn"
            label={t('addOns.form.nameEn')}
            isRequired
            maxLength={ADDON_NAME_MAX_LENGTH}
          />
          <FormTextField
            control={control}
            name="descriptionId"
            label={t('addOns.form.descriptionId')}
            maxLength={ADDON_DESCRIPTION_MAX_LENGTH}
          />
          <FormTextField
            control={control}
            name="descriptionEn"
            label={t('addOns.form.descriptionEn')}
            maxLength={ADDON_DESCRIPTION_MAX_LENGTH}
          />
        </div>
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('addOns.form.kind')}</h2>
        <div className={ui.fieldGrid}>
          <Controller
            control={control}
            name="category"
            render={({ field, fieldState }) => (
              <div ref={focusRef(field.ref)}>
                <Select
                  label={t('addOns.form.category')}
                  isRequired
                  placeholder={t('addOns.form.choose')}
                  options={categories().map((c) => ({ id: c, label: t(`addOns.category.${c}`) }))}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    setValue('subcategory', null);
                  }}
                  onBlur={field.onBlur}
                  {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
                />
              </div>
            )}
          />
          <Controller
            control={control}
            name="subcategory"
            render={({ field, fieldState }) => (
              <div ref={focusRef(field.ref)}>
                <Select
                  label={t('addOns.form.subcategory')}
                  isRequired
                  isDisabled={!category}
                  placeholder={category ? t('addOns.form.choose') : t('addOns.form.chooseCategoryFirst')}
                  options={subcategoriesOf(category).map((s) => ({
                    id: s,
                    label: t(`addOns.subcategory.${s}`),
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
                />
              </div>
            )}
          />
        </div>
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('addOns.form.pricing')}</h2>
        <FormRadioGroup
          control={control}
          name="priceType"
          label={t('addOns.form.priceType')}
          isRequired
          orientation="horizontal"
          options={ADD_ON_PRICE_TYPES.map((type) => ({
            value: type,
            label: t(`addOns.priceType.${type}`),
            description: t(`addOns.priceType.${type}_HELP`),
          }))}
        />
        <div className={ui.fieldGrid}>
          <FormNumberField control={control} name="price" label={t('addOns.form.price')} isRequired money />
          <FormNumberField
            control={control}
            name="minQuantity"
            label={t('addOns.form.minQuantity')}
            minValue={1}
            maxValue={ADD_ON_QUANTITY_MAX}
          />
          <FormNumberField
            control={control}
            name="maxQuantity"
            label={t('addOns.form.maxQuantity')}
            minValue={1}
            maxValue={ADD_ON_QUANTITY_MAX}
          />
        </div>
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('addOns.form.photo')}</h2>
        <PhotoField control={control} hotelId={hotelId} label={t('addOns.form.photo')} />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={field.onChange}>
              {t('addOns.form.active')}
            </Switch>
          )}
        />
      </section>
      <div className={ui.stickyActions}>
        <Button variant="secondary" onClick={cancel}>
          {t('addOns.form.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t(mode === 'edit' ? 'addOns.form.submitEdit' : 'addOns.form.submitCreate')}
        </Button>
      </div>
    </form>
  );
}

/** /v3/add-ons/create, /v3/add-ons/copy/:id (a new add-on filled from another), /v3/add-ons/edit/:id. */
export function AddOnFormPage() {
  const t = useT();
  const params = useParams();
  const { pathname } = useLocation();
  const { hotelId } = useHotelContext();
  const [, kind] = /\/add-ons\/(create|copy|edit)/.exec(pathname) ?? [];
  const mode: Mode = kind === 'edit' ? 'edit' : kind === 'copy' ? 'copy' : 'create';
  const sourceId = Number(params.id);
  const source = useAddOn(hotelId, sourceId, mode !== 'create' && sourceId > 0);
  usePageTitle(t(`addOns.form.${mode}Title`));
  const wrap = (child: ReactNode) => (
    <div className={css.page} style={{ maxWidth: 960 }}>
      {child}
    </div>
  );
  if (mode === 'create') return wrap(<AddOnForm hotelId={hotelId} mode="create" />);
  if (!(sourceId > 0) || (source.isError && isApiError(source.error) && source.error.status === 404))
    return wrap(<StatusPanel title={t('addOns.form.notFound')} />);
  if (source.isPending) return wrap(<PageLoading />);
  if (source.isError)
    return wrap(<RequestErrorScreen error={source.error} onRetry={() => void source.refetch()} />);
  return wrap(<AddOnForm key={`${mode}-${sourceId}`} hotelId={hotelId} mode={mode} source={source.data} />);
}
