import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useFieldArray } from 'react-hook-form';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen, StatusPanel } from '../../../shared/components/status-screens';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { renamedFields } from '../../../shared/forms/use-validated-form';
import { useCatalogueForm } from '../../../shared/forms/use-catalogue-form';
import * as css from '../../../shared/styles/page.css';
import { FormCheckboxGroup, FormNumberField, RatesSubNav } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import { childrenKey, useChildrenRatePlans } from '../api/list-children-rate-plans';
import { useChildrenRatePlan } from '../api/get-children-rate-plan';
import { useAvailableRatePlans } from '../api/list-available-rate-plans';
import { createChildrenRatePlan } from '../api/create-children-rate-plan';
import { updateChildrenRatePlan } from '../api/update-children-rate-plan';
import {
  childrenFieldOf,
  emptyChildrenRatePlan,
  toChildrenInput,
  validateChildrenValues,
  valuesFromChildrenPlan,
  type ChildrenPolicy,
  type ChildrenRatePlan,
  type ChildrenRatePlanValues,
} from '../model';

/** The form's fields a server field error can land on. */
const CHILDREN_FORM_FIELD = /^(name|ratePlanIds|ageGroups\.\d+\.(price|maxAge))$/;
const BASE = '/v3/rates-and-availability/children-rate-plans';

function ChildrenForm({
  hotelId,
  policy,
  plan,
}: {
  hotelId: number;
  policy: ChildrenPolicy;
  plan?: ChildrenRatePlan;
}) {
  const t = useT();
  const { form, save, onSubmit, problem, cancel } = useCatalogueForm<ChildrenRatePlanValues>({
    validators: [(v) => validateChildrenValues(v, policy)],
    defaultValues: plan ? valuesFromChildrenPlan(plan) : emptyChildrenRatePlan(policy),
    write: (values) =>
      plan
        ? updateChildrenRatePlan(hotelId, plan.childrenRatePlanId, toChildrenInput(values))
        : createChildrenRatePlan(hotelId, toChildrenInput(values)),
    invalidate: childrenKey(hotelId),
    listPath: BASE,
    savedMessage: t(plan ? 'ratePlans.children.updated' : 'ratePlans.children.created'),
    failedMessage: t('ratePlans.children.saveFailed'),
    fieldOf: renamedFields<ChildrenRatePlanValues>(childrenFieldOf, CHILDREN_FORM_FIELD),
  });
  const { control } = form;
  const groups = useFieldArray({ control, name: 'ageGroups' });
  const available = useAvailableRatePlans(hotelId, plan?.childrenRatePlanId);
  const title = t(plan ? 'ratePlans.children.editTitle' : 'ratePlans.children.addTitle');

  return (
    <form
      className={ui.formLayout}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="children-title"
    >
      <header className={css.pageHeader}>
        <h1 id="children-title" className={css.title}>
          {title}
        </h1>
        <p className={css.subtitle}>
          {t('ratePlans.children.policy', { min: policy.minAge, adult: policy.adultMinAge })}
        </p>
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
          label={t('ratePlans.children.name')}
          description={t('ratePlans.children.nameHelp')}
          isRequired
          maxLength={100}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('ratePlans.children.ageGroups')}</h2>
        {groups.fields.map((group, index) => (
          <div
            key={group.id}
            className={ui.inlineRow}
            role="group"
            aria-label={t('ratePlans.children.group', { n: index + 1 })}
          >
            <FormNumberField
              control={control}
              name={`ageGroups.${index}.minAge`}
              label={t('ratePlans.children.minAge')}
              isRequired
              minValue={policy.minAge}
              maxValue={policy.adultMinAge - 1}
            />
            <FormNumberField
              control={control}
              name={`ageGroups.${index}.maxAge`}
              label={t('ratePlans.children.maxAge')}
              isRequired
              minValue={policy.minAge}
              maxValue={policy.adultMinAge - 1}
            />
            <FormNumberField
              control={control}
              name={`ageGroups.${index}.price`}
              label={t('ratePlans.children.price')}
              description={t('ratePlans.children.priceHelp')}
              isRequired
              money
            />
            {groups.fields.length > 1 ? (
              <div className={ui.inlineRowAction}>
                <Button variant="ghost" size="sm" onClick={() => groups.remove(index)}>
                  {t('ratePlans.children.removeGroup', { n: index + 1 })}
                </Button>
              </div>
            ) : (
              <span />
            )}
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              const last = form.getValues('ageGroups').at(-1);
              const start = last?.maxAge != null ? last.maxAge + 1 : policy.minAge;
              groups.append({ minAge: start, maxAge: policy.adultMinAge - 1, price: null });
            }}
          >
            {t('ratePlans.children.addGroup')}
          </Button>
        </div>
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('ratePlans.children.linked')}</h2>
        {available.isPending ? (
          <p role="status" className={ui.help}>
            {t('ratePlans.common.loading')}
          </p>
        ) : available.isError ? (
          <RequestErrorScreen
            headingLevel={2}
            error={available.error}
            onRetry={() => void available.refetch()}
          />
        ) : available.data.length === 0 ? (
          <p className={ui.help}>{t('ratePlans.children.noAvailable')}</p>
        ) : (
          <FormCheckboxGroup
            control={control}
            name="ratePlanIds"
            label={t('ratePlans.children.linked')}
            isRequired
            description={t('ratePlans.children.linkedHelp')}
            options={available.data.map((rp) => ({ value: rp.ratePlanId, label: rp.name }))}
          />
        )}
      </section>
      <div className={ui.stickyActions}>
        <Button variant="secondary" onClick={cancel}>
          {t('ratePlans.common.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t(plan ? 'ratePlans.children.submitEdit' : 'ratePlans.children.submitAdd')}
        </Button>
      </div>
    </form>
  );
}

/** children-rate-plans/add and children-rate-plans/edit/:id. */
export function ChildrenRatePlanFormPage() {
  const t = useT();
  const { id } = useParams();
  const { hotelId } = useHotelContext();
  const list = useChildrenRatePlans(hotelId);
  const editing = id !== undefined;
  const planId = Number(id);
  const one = useChildrenRatePlan(hotelId, planId, editing && planId > 0);
  usePageTitle(t(editing ? 'ratePlans.children.editTitle' : 'ratePlans.children.addTitle'));
  const wrap = (child: ReactNode) => (
    <div className={css.page} style={{ maxWidth: 960 }}>
      {child}
    </div>
  );
  if (editing && (!(planId > 0) || (one.isError && isApiError(one.error) && one.error.status === 404)))
    return wrap(<StatusPanel title={t('ratePlans.children.notFound')} />);
  if (list.isPending || (editing && one.isPending)) return wrap(<PageLoading />);
  if (list.isError)
    return wrap(<RequestErrorScreen error={list.error} onRetry={() => void list.refetch()} />);
  if (editing && one.isError)
    return wrap(<RequestErrorScreen error={one.error} onRetry={() => void one.refetch()} />);
  return wrap(
    <ChildrenForm
      key={one.data?.childrenRatePlanId ?? 'new'}
      hotelId={hotelId}
      policy={list.data.childrenPolicy}
      {...(one.data ? { plan: one.data } : {})}
    />,
  );
}
