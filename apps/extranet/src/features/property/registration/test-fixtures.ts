import { registrationSteps, type RegistrationKind, type RegistrationStepName } from '@extranet/domain';
import type { Registration, RegistrationStepState } from './model';

/** The server's step states after `last` (DONE up to it, CURRENT the next, LOCKED after), as tests need them. */
export function stepStatesAfter(
  kind: RegistrationKind,
  last: RegistrationStepName | null,
): RegistrationStepState[] {
  const all = registrationSteps(kind);
  const done = last ? all.findIndex((s) => s.step === last) : -1;
  const base = kind === 'NHA' ? '/v3/registration/nha' : '/v3/registration/hotel';
  return all.map((s, i) => ({
    step: s.step,
    slug: s.slug,
    path: `${base}/${s.slug}`,
    state: i <= done ? 'DONE' : i === done + 1 ? 'CURRENT' : 'LOCKED',
  }));
}

/** A draft registration of property 101 with its steps done up to `last`. */
export function registrationAfter(
  kind: RegistrationKind,
  last: RegistrationStepName | null,
  extra: Partial<Registration> = {},
): Registration {
  const steps = stepStatesAfter(kind, last);
  return {
    hotelId: 101,
    name: kind === 'NHA' ? 'Vila Uji' : 'Hotel Uji',
    accommodationType: kind,
    placeType: kind === 'NHA' ? 'WHOLE' : null,
    currency: 'IDR',
    activeStatus: -3,
    propertyType: null,
    registrationStep: last,
    steps,
    nextPath: (steps.find((s) => s.state === 'CURRENT') ?? steps[steps.length - 1]!).path,
    editable: true,
    lock: null,
    otherPlatform: { platforms: [], channelSource: null, referralCode: null },
    agreement: null,
    agreementVersion: '2026.1',
    paymentDetail: null,
    submittedAt: null,
    rejectionReason: null,
    decisions: [],
    checks: [],
    ...extra,
  };
}
