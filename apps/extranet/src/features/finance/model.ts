/**
 * The finance screens' pure view model: commission form values and bodies, the log's summary, the tax form's
 * values. Rules live in @extranet/domain and @extranet/validation (the same the server runs).
 */
import type { Schemas } from '@extranet/api';
import type { CommissionCalculationMode, TaxAccountType } from '@extranet/domain';
import { decimalInput } from '../../shared/forms/decimal-input.js';

export type Commission = Schemas['Commission'];
export type CommissionValues = Schemas['CommissionValues'];
export type CommissionRequest = Schemas['CommissionRequest'];
export type TaxAccount = Schemas['TaxAccount'];

/** What the commission form edits: percentages as typed (strings), the calculation mode. */
export interface CommissionFormValues {
  propertyPercentage: string;
  preferredPartnerPercentage: string;
  addOnsPercentage: string;
  calculationMode: CommissionCalculationMode;
}

const typed = (n: number) => String(n);

/** The form starts from the open draft's proposal, else from the values in force. */
export function commissionFormValues(c: Commission): CommissionFormValues {
  const from = c.openRequest && c.openRequest.state === 'DRAFT' ? c.openRequest.proposed : c.current;
  return {
    propertyPercentage: typed(from.propertyPercentage),
    preferredPartnerPercentage: typed(from.preferredPartnerPercentage),
    addOnsPercentage: typed(from.addOnsPercentage),
    calculationMode: from.calculationMode,
  };
}

/** A percentage as typed ("12,5" in Indonesian is 12.5). */
export function percentOfInput(value: string): number {
  return Number(decimalInput(value));
}

/** The form's values as the validator reads them: decimal commas become points (the validator reads "," as thousands). */
export function proposalToValidate(v: CommissionFormValues): CommissionFormValues {
  return {
    ...v,
    propertyPercentage: decimalInput(v.propertyPercentage),
    preferredPartnerPercentage: decimalInput(v.preferredPartnerPercentage),
    addOnsPercentage: decimalInput(v.addOnsPercentage),
  };
}

export function commissionBody(v: CommissionFormValues): Schemas['CommissionProposalInput'] {
  return {
    propertyPercentage: percentOfInput(v.propertyPercentage),
    preferredPartnerPercentage: percentOfInput(v.preferredPartnerPercentage),
    addOnsPercentage: percentOfInput(v.addOnsPercentage),
    calculationMode: v.calculationMode,
  };
}

/** The rows of the current/proposed comparison, in the order the screens show them. */
export const COMMISSION_ROWS = [
  ['propertyPercentage', 'finance.commission.property'],
  ['preferredPartnerPercentage', 'finance.commission.preferredPartner'],
  ['totalPercentage', 'finance.commission.total'],
  ['addOnsPercentage', 'finance.commission.addOns'],
] as const;

/** Whether a row's value changes from current to proposed. */
export function changed(current: CommissionValues, proposed: CommissionValues, key: keyof CommissionValues) {
  return current[key] !== proposed[key];
}

export interface TaxFormValues {
  taxAccountType: TaxAccountType;
  taxAccountName: string;
  taxAccountNumber: string;
  nitku: string;
  branchTaxAccountName: string;
  branchTaxAccountNumber: string;
  /** A chosen file, the stored document's id (kept), or null. */
  taxAccountDocument: File | string | null;
  branchTaxAccountDocument: File | string | null;
  otherDocument: File | string | null;
}

export function taxFormValues(a: TaxAccount | null): TaxFormValues {
  return {
    taxAccountType: a?.taxAccountType ?? 'PERSONAL',
    taxAccountName: a?.taxAccountName ?? '',
    taxAccountNumber: a?.taxAccountNumber ?? '',
    nitku: a?.nitku ?? '',
    branchTaxAccountName: a?.branchTaxAccountName ?? '',
    branchTaxAccountNumber: a?.branchTaxAccountNumber ?? '',
    taxAccountDocument: a ? String(a.taxAccountDocument.documentId) : null,
    branchTaxAccountDocument: a?.branchTaxAccountDocument
      ? String(a.branchTaxAccountDocument.documentId)
      : null,
    otherDocument: a?.otherDocument ? String(a.otherDocument.documentId) : null,
  };
}
