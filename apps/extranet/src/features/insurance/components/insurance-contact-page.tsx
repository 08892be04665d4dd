import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { validateInsuranceContact } from '@extranet/validation';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { errorMessage } from '../../../shared/api/error-message';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { insuranceContactKey, useInsuranceContact } from '../api/get-insurance-contact';
import { saveInsuranceContact } from '../api/save-insurance-contact';
import { contactValues, type InsuranceContact, type InsuranceContactValues } from '../model';

const FIELDS = ['name', 'email', 'phone', 'position'] as const;

function ContactForm({ hotelId, saved }: { hotelId: number; saved: InsuranceContact }) {
  const t = useT();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<InsuranceContactValues>([validateInsuranceContact], contactValues(saved));
  const save = useMutation({
    mutationFn: (values: InsuranceContactValues) => saveInsuranceContact(hotelId, values),
    onSuccess: (next) => {
      setProblem(null);
      queryClient.setQueryData(insuranceContactKey(hotelId), next);
      showSuccess(t('insurance.contact.saved'));
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      setProblem(errorMessage(error, t('insurance.contact.failed')));
    },
  });
  return (
    <form
      className={page.form}
      noValidate
      aria-labelledby="insurance-contact-title"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      {problem ? (
        <div className={page.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <p className={page.muted}>
        {saved.updatedAt
          ? t('insurance.contact.updatedAt', { at: f.dateTime(saved.updatedAt) })
          : t('insurance.contact.none')}
      </p>
      <FormTextField
        control={form.control}
        name="name"
        label={t('insurance.contact.name')}
        autoComplete="name"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="email"
        label={t('insurance.contact.email')}
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="phone"
        label={t('insurance.contact.phone')}
        description={t('insurance.contact.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="position"
        label={t('insurance.contact.position')}
        autoComplete="organization-title"
        isRequired
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('insurance.contact.save')}
        </Button>
      </div>
    </form>
  );
}

/** /v3/insurance/contact (administrators, SPEC 6): the person the insurer contacts about claims. */
export function InsuranceContactPage() {
  const t = useT();
  usePageTitle(t('insurance.contact.title'));
  const { hotelId } = useHotelContext();
  const query = useInsuranceContact(hotelId);
  return (
    <div className={page.page} style={{ maxWidth: 760 }}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('insurance.contact.title')}</h1>
        <p className={page.subtitle}>{t('insurance.contact.subtitle')}</p>
      </header>
      <section className={page.card} aria-labelledby="insurance-contact-title">
        <h2 id="insurance-contact-title" className={page.cardTitle}>
          {t('insurance.contact.title')}
        </h2>
        {query.isPending ? (
          <ListSkeleton label={t('insurance.contact.loading')} />
        ) : query.isError ? (
          <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ContactForm hotelId={hotelId} saved={query.data} />
        )}
      </section>
    </div>
  );
}
