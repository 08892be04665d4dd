/** Registration wizards (SPEC 2): step names and URL slugs, in order. */

export type RegistrationKind = 'NHA' | 'HOTEL';

export type RegistrationStepName =
  | 'GUEST_PROPERTY'
  | 'GENERAL_INFO'
  | 'CONTACT'
  | 'OTHER_PLATFORM'
  | 'AGREEMENT_DETAIL'
  | 'PROPERTY_DETAIL'
  | 'PROPERTY_PHOTO'
  | 'GENERAL_POLICY'
  | 'LISTING_DETAIL'
  | 'ROOM_DETAIL'
  | 'PAYMENT_DETAIL'
  | 'REGISTRATION_REVIEW';

export interface RegistrationStep {
  readonly step: RegistrationStepName;
  /** URL segment under /v3/registration/{nha|hotel}/. */
  readonly slug: string;
}

export const REGISTRATION_BASE_PATH = '/v3/registration';
export const PROPERTY_CATEGORY_PATH = '/v3/registration/property-category';

/** Non-hotel registration, in order (listing-detail shows unit details when placeType is UNIT). */
export const NHA_STEPS: readonly RegistrationStep[] = [
  { step: 'GUEST_PROPERTY', slug: 'property-type' },
  { step: 'GENERAL_INFO', slug: 'general-info' },
  { step: 'CONTACT', slug: 'contact-detail' },
  { step: 'OTHER_PLATFORM', slug: 'other-platform' },
  { step: 'AGREEMENT_DETAIL', slug: 'agreement' },
  { step: 'PROPERTY_DETAIL', slug: 'property-detail' },
  { step: 'PROPERTY_PHOTO', slug: 'property-photo' },
  { step: 'GENERAL_POLICY', slug: 'general-policy' },
  { step: 'LISTING_DETAIL', slug: 'listing-detail' },
  { step: 'PAYMENT_DETAIL', slug: 'payment-detail' },
  { step: 'REGISTRATION_REVIEW', slug: 'registration-review' },
];

/**
 * Hotel registration, in order. The spec names only the slugs; the step names reuse the NHA names
 * (room-detail is ROOM_DETAIL). Note agreement comes before other-platform here.
 */
export const HOTEL_STEPS: readonly RegistrationStep[] = [
  { step: 'GUEST_PROPERTY', slug: 'property-type' },
  { step: 'GENERAL_INFO', slug: 'general-info' },
  { step: 'CONTACT', slug: 'contact-detail' },
  { step: 'AGREEMENT_DETAIL', slug: 'agreement' },
  { step: 'OTHER_PLATFORM', slug: 'other-platform' },
  { step: 'PROPERTY_DETAIL', slug: 'property-detail' },
  { step: 'PROPERTY_PHOTO', slug: 'property-photo' },
  { step: 'GENERAL_POLICY', slug: 'general-policy' },
  { step: 'ROOM_DETAIL', slug: 'room-detail' },
  { step: 'PAYMENT_DETAIL', slug: 'payment-detail' },
  { step: 'REGISTRATION_REVIEW', slug: 'registration-review' },
];

/** The page after submitting the review. */
export const REGISTRATION_FINISH_SLUG = 'finish';

export function registrationSteps(kind: RegistrationKind): readonly RegistrationStep[] {
  return kind === 'NHA' ? NHA_STEPS : HOTEL_STEPS;
}

export function registrationBasePath(kind: RegistrationKind): string {
  return `${REGISTRATION_BASE_PATH}/${kind === 'NHA' ? 'nha' : 'hotel'}`;
}

/** Path of a step, e.g. `stepPath('NHA', 'CONTACT')` -> `/v3/registration/nha/contact-detail`. */
export function stepPath(kind: RegistrationKind, step: RegistrationStepName): string | null {
  const found = registrationSteps(kind).find((s) => s.step === step);
  return found ? `${registrationBasePath(kind)}/${found.slug}` : null;
}

/** Index of a step in the wizard, -1 when the step is not part of it. */
export function stepIndex(kind: RegistrationKind, step: string | null | undefined): number {
  if (!step) return -1;
  return registrationSteps(kind).findIndex((s) => s.step === step);
}

/** Step shown by a registration path (`/v3/registration/nha/agreement/edit` -> AGREEMENT_DETAIL). */
export function stepFromPath(kind: RegistrationKind, pathname: string): RegistrationStepName | null {
  const base = `${registrationBasePath(kind)}/`;
  if (!pathname.startsWith(base)) return null;
  const slug = pathname.slice(base.length).split('/')[0];
  return registrationSteps(kind).find((s) => s.slug === slug)?.step ?? null;
}

/**
 * The link after `currentStep` (the last completed step): the next step's path. With no step done yet it is
 * the first step; after the last step (or an unknown step name) the link stays on the last step.
 */
export function nextStepPath(kind: RegistrationKind, currentStep: string | null | undefined): string {
  const steps = registrationSteps(kind);
  const base = registrationBasePath(kind);
  if (currentStep === null || currentStep === undefined || currentStep === '')
    return `${base}/${steps[0]!.slug}`;
  const index = stepIndex(kind, currentStep);
  const next = index === -1 ? steps[0]! : (steps[index + 1] ?? steps[steps.length - 1]!);
  return `${base}/${next.slug}`;
}
