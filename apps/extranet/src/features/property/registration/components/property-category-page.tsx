import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useT } from '../../../../shared/i18n/language';
import { usePageTitle } from '../../../../shared/components/page-title';
import { errorMessage } from '../../../../shared/api/error-message';
import { SESSION_KEY } from '../../../../shared/session/session';
import * as page from '../../../../shared/styles/page.css';
import { createRegistration } from '../api/create-registration';
import {
  categoryProblems,
  toCreateInput,
  type Category,
  type CategoryChoice,
  type PlaceType,
} from '../model';
import { ChoiceCards } from './choice-cards';
import { HomeIcon, HotelIcon } from './icons';
import * as css from '../registration.css';

/** `/v3/registration/property-category`: hotel or home, the place type of a home, the currency; confirmed once. */
export function PropertyCategoryPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t('registration.category.title'));
  const [choice, setChoice] = useState<CategoryChoice>({ category: null, placeType: null });
  const [errors, setErrors] = useState<{ category?: string; placeType?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const update = (next: CategoryChoice) => {
    setChoice(next);
    setErrors({});
  };
  const review = () => {
    const found = categoryProblems(choice);
    setErrors({
      ...(found.category ? { category: t(found.category) } : {}),
      ...(found.placeType ? { placeType: t(found.placeType) } : {}),
    });
    if (!found.category && !found.placeType) setConfirming(true);
  };
  const start = async () => {
    try {
      const created = await createRegistration(toCreateInput(choice));
      // The session moved to the property in registration: the guard reads its category from it.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      void navigate(created.nextPath);
    } catch (error) {
      const fields = isApiError(error) ? (error.errors ?? []) : [];
      const byField = (name: string) => fields.find((f) => f.field === name)?.message;
      const placeType = byField('placeType');
      const category = byField('accommodationType');
      setErrors({ ...(placeType ? { placeType } : {}), ...(category ? { category } : {}) });
      setProblem(placeType || category ? null : errorMessage(error, t('registration.category.failed')));
    }
  };

  const category: Category | null = choice.category;
  return (
    <div className={page.page} style={{ maxWidth: 960 }}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('registration.category.title')}</h1>
        <p className={page.subtitle}>{t('registration.category.subtitle')}</p>
      </header>
      {problem ? (
        <div className={page.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <form
        className={page.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          review();
        }}
      >
        <ChoiceCards<Category>
          name="category"
          legend={t('registration.category.categoryLabel')}
          value={category}
          onChange={(value) =>
            update({ category: value, placeType: value === 'NHA' ? choice.placeType : null })
          }
          error={errors.category}
          options={[
            {
              value: 'HOTEL',
              title: t('registration.category.hotel.title'),
              body: t('registration.category.hotel.body'),
              icon: <HotelIcon className={css.cardIcon} />,
            },
            {
              value: 'NHA',
              title: t('registration.category.home.title'),
              body: t('registration.category.home.body'),
              icon: <HomeIcon className={css.cardIcon} />,
            },
          ]}
        />
        {category === 'NHA' ? (
          <ChoiceCards<PlaceType>
            name="placeType"
            legend={t('registration.category.placeTypeLabel')}
            value={choice.placeType}
            onChange={(value) => update({ ...choice, placeType: value })}
            error={errors.placeType}
            small
            options={(['WHOLE', 'UNIT'] as const).map((value) => ({
              value,
              title: t(`registration.placeTypes.${value}`),
              body: t(`registration.category.placeType.${value}`),
            }))}
          />
        ) : null}
        <ChoiceCards<'IDR'>
          name="currency"
          legend={t('registration.category.currencyLabel')}
          value="IDR"
          onChange={() => undefined}
          small
          options={[
            {
              value: 'IDR',
              title: t('registration.category.currencies.IDR'),
              body: t('registration.category.currencyHelp'),
            },
          ]}
        />
        <div className={css.actions}>
          <Button type="submit">{t('registration.category.submit')}</Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('registration.category.confirm.title')}
        message={t('registration.category.confirm.body')}
        confirmLabel={t('registration.category.confirm.confirm')}
        cancelLabel={t('registration.category.confirm.cancel')}
        onConfirm={start}
      >
        <ul>
          <li>
            {t('registration.category.confirm.category', {
              value: category ? t(`registration.categories.${category}`) : '',
            })}
          </li>
          {category === 'NHA' && choice.placeType ? (
            <li>
              {t('registration.category.confirm.placeType', {
                value: t(`registration.placeTypes.${choice.placeType}`),
              })}
            </li>
          ) : null}
          <li>
            {t('registration.category.confirm.currency', {
              value: t('registration.category.currencies.IDR'),
            })}
          </li>
        </ul>
      </ConfirmDialog>
    </div>
  );
}
