/** Payment details' view model (docs/decisions/finance-statements.md): form values and the request body. */
import type { Schemas } from '@extranet/api';
import { accountNumberDigits } from '@extranet/validation';

export type PaymentDetails = Schemas['PaymentDetails'];
export type PaymentDetailsInput = Schemas['PaymentDetailsInput'];

export interface ChangeValues {
  method: PaymentDetails['method'] | null;
  bankName: string;
  branch: string;
  accountNumber: string;
  accountHolder: string;
  swiftCode: string;
  paymentPlan: PaymentDetails['paymentPlan'] | null;
  payoutCurrency: string | null;
  exchangeRateDate: PaymentDetails['exchangeRateDate'] | null;
}

/** The form starts from the details in force; the account number is typed again (it is shown masked). */
export function changeValues(current: PaymentDetails | null): ChangeValues {
  return {
    method: current?.method ?? 'BANK_TRANSFER',
    bankName: current?.bankName ?? '',
    branch: current?.branch ?? '',
    accountNumber: '',
    accountHolder: current?.accountHolder ?? '',
    swiftCode: current?.swiftCode ?? '',
    paymentPlan: current?.paymentPlan ?? 'MONTHLY',
    payoutCurrency: current?.payoutCurrency ?? 'IDR',
    exchangeRateDate: current?.exchangeRateDate ?? 'INVOICE_DATE',
  };
}

const text = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The request body: bank fields only for a bank transfer, the account number as digits, SWIFT upper case. */
export function changeBody(v: ChangeValues): PaymentDetailsInput {
  const bank = v.method === 'BANK_TRANSFER';
  const optional = (key: keyof PaymentDetailsInput, value: string | undefined) =>
    bank && value !== undefined ? { [key]: value } : {};
  return {
    method: v.method ?? 'BANK_TRANSFER',
    paymentPlan: v.paymentPlan ?? 'MONTHLY',
    payoutCurrency: v.payoutCurrency ?? 'IDR',
    exchangeRateDate: v.exchangeRateDate ?? 'INVOICE_DATE',
    ...optional('bankName', text(v.bankName)),
    ...optional('branch', text(v.branch)),
    ...optional('accountNumber', text(accountNumberDigits(v.accountNumber))),
    ...optional('accountHolder', text(v.accountHolder)),
    ...optional('swiftCode', text(v.swiftCode.toUpperCase())),
  };
}
