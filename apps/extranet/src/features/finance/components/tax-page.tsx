import { useState } from 'react';
import { Button } from '@extranet/ui/button';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as page from '../../../shared/styles/page.css';
import { useTaxAccount } from '../api/get-tax-account';
import type { TaxAccount } from '../model';
import { TaxForm } from './tax-form';

function DocumentLink({ label, doc }: { label: string; doc: TaxAccount['taxAccountDocument'] | null }) {
  const t = useT();
  const { fileSize } = useFormat();
  return (
    <div className={page.fact}>
      <dt className={page.factLabel}>{label}</dt>
      <dd className={page.factValue}>
        {doc ? (
          <a
            className={page.textLink}
            href={doc.url}
            target="_blank"
            rel="noreferrer"
            data-testid="tax-document-link"
          >
            {doc.fileName} ({fileSize(doc.size)})
          </a>
        ) : (
          t('finance.tax.noFile')
        )}
      </dd>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={page.fact}>
      <dt className={page.factLabel}>{label}</dt>
      <dd className={page.factValue}>{value}</dd>
    </div>
  );
}

/** The saved account with links to its documents (served to members of the property only). */
function AccountView({ account, onEdit }: { account: TaxAccount; onEdit: () => void }) {
  const t = useT();
  const f = useFormat();
  const company = account.taxAccountType === 'COMPANY';
  return (
    <section className={page.card} aria-labelledby="tax-view-title" data-testid="tax-account">
      <h2 id="tax-view-title" className={page.cardTitle}>
        {t('finance.tax.view')}
      </h2>
      <p className={page.muted}>
        {t('finance.tax.updatedAt', { at: f.dateTime(account.updatedAt), name: account.savedBy ?? '' })}
      </p>
      <dl className={page.facts}>
        <Fact label={t('finance.tax.type')} value={t(`finance.tax.types.${account.taxAccountType}`)} />
        <Fact label={t('finance.tax.name')} value={account.taxAccountName} />
        <Fact label={t('finance.tax.number')} value={account.taxAccountNumber} />
        <Fact label={t('finance.tax.nitku')} value={account.nitku ?? '—'} />
        {company ? (
          <>
            <Fact label={t('finance.tax.branchName')} value={account.branchTaxAccountName ?? '—'} />
            <Fact label={t('finance.tax.branchNumber')} value={account.branchTaxAccountNumber ?? '—'} />
          </>
        ) : null}
        <DocumentLink label={t('finance.tax.document')} doc={account.taxAccountDocument} />
        {company ? (
          <>
            <DocumentLink label={t('finance.tax.branchDocument')} doc={account.branchTaxAccountDocument} />
            <DocumentLink label={t('finance.tax.otherDocument')} doc={account.otherDocument} />
          </>
        ) : null}
      </dl>
      <div>
        <Button variant="secondary" onClick={onEdit}>
          {t('finance.tax.edit')}
        </Button>
      </div>
    </section>
  );
}

/** /v3/finance/tax (finance roles): the property's tax account and the tax-number form. */
export function TaxPage() {
  const t = useT();
  usePageTitle(t('finance.tax.title'));
  const { hotelId } = useHotelContext();
  const query = useTaxAccount(hotelId);
  const [editing, setEditing] = useState(false);
  const account = query.data?.account ?? null;
  return (
    <div className={page.page} style={{ maxWidth: 960 }}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('finance.tax.title')}</h1>
        <p className={page.subtitle}>{t('finance.tax.subtitle')}</p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('finance.tax.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : account && !editing ? (
        <AccountView account={account} onEdit={() => setEditing(true)} />
      ) : (
        <section className={page.card} aria-labelledby="tax-form-title">
          {!account ? <p className={page.muted}>{t('finance.tax.none')}</p> : null}
          <TaxForm hotelId={hotelId} account={account} onDone={account ? () => setEditing(false) : null} />
        </section>
      )}
    </div>
  );
}
