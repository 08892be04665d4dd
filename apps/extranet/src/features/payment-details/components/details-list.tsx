import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/language';
import type { PaymentDetails } from '../model';
import * as css from './payment-details.css';

/** Payment details as a description list; `account` replaces the masked account number (revealed, or in full). */
export function DetailsList({ details, account }: { details: PaymentDetails; account?: ReactNode }) {
  const t = useT();
  const bank = details.method !== 'VIRTUAL_CREDIT';
  const rows: [string, ReactNode][] = [
    [t('paymentDetails.fields.method'), t(`paymentDetails.method.${details.method}`)],
    ...(bank
      ? ([
          [t('paymentDetails.fields.bankName'), details.bankName ?? '-'],
          [t('paymentDetails.fields.branch'), details.branch ?? '-'],
          [t('paymentDetails.fields.accountNumber'), account ?? details.accountNumberMasked ?? '-'],
          [t('paymentDetails.fields.accountHolder'), details.accountHolder ?? '-'],
          [t('paymentDetails.fields.swiftCode'), details.swiftCode ?? '-'],
        ] as [string, ReactNode][])
      : []),
    [t('paymentDetails.fields.paymentPlan'), t(`paymentDetails.plan.${details.paymentPlan}`)],
    [t('paymentDetails.fields.payoutCurrency'), details.payoutCurrency],
    [t('paymentDetails.fields.exchangeRateDate'), t(`paymentDetails.rateDate.${details.exchangeRateDate}`)],
  ];
  return (
    <dl className={css.list}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className={css.term}>{term}</dt>
          <dd className={css.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
