import { describe, expect, it } from 'vitest';
import { validateCommissionProposal } from '@extranet/validation';
import {
  commissionBody,
  commissionFormValues,
  percentOfInput,
  proposalToValidate,
  taxFormValues,
  type Commission,
} from './model';

const values = {
  propertyPercentage: 15,
  preferredPartnerPercentage: 2,
  totalPercentage: 17,
  addOnsPercentage: 10,
  calculationMode: 'SELL' as const,
};
const base: Commission = { current: values, openRequest: null, lastDecision: null, updatedAt: null };

describe('finance model', () => {
  it('starts the form from the values in force, or from the open draft', () => {
    expect(commissionFormValues(base).propertyPercentage).toBe('15');
    const draft = {
      requestId: 1,
      hotelId: 1001,
      state: 'DRAFT' as const,
      current: values,
      proposed: { ...values, propertyPercentage: 16.5 },
      createdAt: '2027-01-01T00:00:00.000Z',
      createdBy: null,
      submittedAt: null,
      decidedAt: null,
      decidedBy: null,
      reason: null,
    };
    expect(commissionFormValues({ ...base, openRequest: draft }).propertyPercentage).toBe('16.5');
    expect(
      commissionFormValues({ ...base, openRequest: { ...draft, state: 'REQUESTED' } }).propertyPercentage,
    ).toBe('15');
  });

  it.each([
    ['12,5', 12.5],
    [' 7 ', 7],
    ['0.25', 0.25],
  ])('reads %j as %d', (typed, n) => expect(percentOfInput(typed)).toBe(n));

  it('a decimal comma is a decimal point for the validator too (7,95 is not 795)', () => {
    const typed = {
      propertyPercentage: '15',
      preferredPartnerPercentage: '7,95',
      addOnsPercentage: '12,5',
      calculationMode: 'SELL' as const,
    };
    expect(validateCommissionProposal(proposalToValidate(typed))).toEqual([]);
  });

  it('makes the body with numbers', () => {
    expect(
      commissionBody({
        propertyPercentage: '15',
        preferredPartnerPercentage: '2,5',
        addOnsPercentage: '10',
        calculationMode: 'NET',
      }),
    ).toEqual({
      propertyPercentage: 15,
      preferredPartnerPercentage: 2.5,
      addOnsPercentage: 10,
      calculationMode: 'NET',
    });
  });

  it('a new tax form is PERSONAL and empty', () => {
    expect(taxFormValues(null)).toMatchObject({ taxAccountType: 'PERSONAL', taxAccountDocument: null });
  });
});
