import { describe, expect, it } from 'vitest';
import {
  commissionTotal,
  commissionTransition,
  isNitku,
  isNpwp,
  sameCommission,
  sniffTaxDocumentType,
  type CommissionValues,
} from './index.js';

describe('commission', () => {
  it('total is property plus preferred partner, 2 decimals', () => {
    expect(commissionTotal({ propertyPercent: 15, preferredPartnerPercent: 2.5 })).toBe(17.5);
    expect(commissionTotal({ propertyPercent: 0.1, preferredPartnerPercent: 0.2 })).toBe(0.3);
  });

  it.each([
    [null, 'DRAFT', 'DRAFT'],
    ['DRAFT', 'DRAFT', 'DRAFT'],
    ['REQUESTED', 'DRAFT', 'COMMISSION_ALREADY_REQUESTED'],
    ['DRAFT', 'SUBMIT', 'REQUESTED'],
    [null, 'SUBMIT', 'COMMISSION_NO_DRAFT'],
    ['REQUESTED', 'SUBMIT', 'COMMISSION_ALREADY_REQUESTED'],
    ['REQUESTED', 'APPROVE', 'APPROVED'],
    ['REQUESTED', 'REJECT', 'REJECTED'],
    ['DRAFT', 'APPROVE', 'COMMISSION_NOT_REQUESTED'],
    [null, 'REJECT', 'COMMISSION_NOT_REQUESTED'],
  ] as const)('%s + %s -> %s', (open, event, expected) => {
    const r = commissionTransition(open, event);
    expect(r.ok ? r.to : r.refusal).toBe(expected);
  });

  it('sameCommission compares at 2 decimals', () => {
    const a: CommissionValues = {
      propertyPercent: 15,
      preferredPartnerPercent: 2,
      addOnsPercent: 10,
      calculationMode: 'SELL',
    };
    expect(sameCommission(a, { ...a, propertyPercent: 15.001 })).toBe(true);
    expect(sameCommission(a, { ...a, calculationMode: 'NET' })).toBe(false);
  });
});

describe('tax numbers', () => {
  it.each([
    ['123456789012345', true],
    ['1234567890123456', true],
    ['12.345.678.9-012.345', true],
    ['12345678901234', false],
    ['12345678901234567', false],
    ['12345678901234a', false],
  ])('NPWP %s -> %s', (value, ok) => expect(isNpwp(value)).toBe(ok));

  it('NITKU has 22 digits', () => {
    expect(isNitku('1234567890123456000001')).toBe(true);
    expect(isNitku('123456789012345600000')).toBe(false);
  });

  it('sniffs JPEG, PNG and PDF only', () => {
    expect(sniffTaxDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffTaxDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffTaxDocumentType(new TextEncoder().encode('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffTaxDocumentType(new TextEncoder().encode('GIF89a'))).toBe(null);
  });
});
