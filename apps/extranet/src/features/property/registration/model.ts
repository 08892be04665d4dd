import type { Schemas } from '@extranet/api';
import {
  ActiveStatus,
  DEFAULT_TIME_ZONE,
  nextStepPath,
  registrationBasePath,
  registrationSteps,
  stepPath,
  type RegistrationKind,
  type RegistrationStepName,
} from '@extranet/domain';

/** The registration of a property, as the contract answers it. */
export type Registration = Schemas['Registration'];
export type RegistrationStepState = Schemas['RegistrationStepState'];
export type StepState = RegistrationStepState['state'];
export type ServerFieldError = Schemas['FieldError'];

/** The wizard a path belongs to (`/v3/registration/nha/...` -> NHA), null outside both wizards. */
export function kindFromPath(pathname: string): RegistrationKind | null {
  for (const kind of ['NHA', 'HOTEL'] as const) {
    if (pathname.startsWith(`${registrationBasePath(kind)}/`)) return kind;
  }
  return null;
}

/** One entry of the stepper: the server's state of the step, and whether the user has it open. */
export interface StepperItem extends RegistrationStepState {
  readonly number: number;
  readonly viewing: boolean;
  /** Done and current steps are links; locked ones are not. */
  readonly clickable: boolean;
}

export function stepperItems(
  steps: readonly RegistrationStepState[],
  viewing: RegistrationStepName | null,
): StepperItem[] {
  return steps.map((s, i) => ({
    ...s,
    number: i + 1,
    viewing: s.step === viewing,
    clickable: s.state !== 'LOCKED',
  }));
}

/**
 * What the wizard shows for the property's status (SPEC 4): the form of a draft, the under-review state once
 * submitted, the rejection with its reason, or nothing to do once approved (the guard sends it home).
 */
export type WizardMode = 'edit' | 'underReview' | 'rejected' | 'approved';

export function wizardMode(activeStatus: number): WizardMode {
  switch (activeStatus) {
    case ActiveStatus.PENDING:
      return 'underReview';
    case ActiveStatus.REJECTED:
      return 'rejected';
    case ActiveStatus.APPROVE_OFFLINE:
    case ActiveStatus.APPROVE_ONLINE:
      return 'approved';
    default:
      return 'edit';
  }
}

/** The router state of every link inside the wizard: a page opened without it was entered from outside. */
export const WIZARD_STATE = { wizard: true } as const;

export function enteredFromWizard(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { wizard?: unknown }).wizard === true;
}

/**
 * Where the user opening `step` should be: null to stay, else the link of the step to do next. A locked step
 * cannot be opened by typing its address. SPEC 4's guard sends a hotel entering from outside (sign-in, home) to
 * general-info; when that step is done already, the wizard resumes at the step to do instead.
 */
export function redirectForStep(
  registration: Registration,
  step: RegistrationStepName | null,
  fromWizard = true,
): string | null {
  if (wizardMode(registration.activeStatus) !== 'edit') return null;
  const found = registration.steps.find((s) => s.step === step);
  if (!found || found.state === 'LOCKED') return registration.nextPath;
  const guardLanding = registration.accommodationType === 'HOTEL' && step === 'GENERAL_INFO';
  if (!fromWizard && guardLanding && found.state === 'DONE') return registration.nextPath;
  return null;
}

/** The link after saving `step`: the next step's, staying on the last after the last (domain nextStepPath). */
export function linkAfterSaving(kind: RegistrationKind, step: RegistrationStepName): string {
  return nextStepPath(kind, step);
}

/** The step a check or a field error of the server names (`PROPERTY_PHOTO.mainPhoto` -> PROPERTY_PHOTO). */
export function stepOfField(kind: RegistrationKind, field: string): RegistrationStepName | null {
  const name = field.split('.')[0] ?? '';
  return registrationSteps(kind).find((s) => s.step === name)?.step ?? null;
}

/** The part of a server field after its step (`PAYMENT_DETAIL.bankName` -> bankName); unprefixed as is. */
export function fieldWithinStep(field: string, step: RegistrationStepName): string {
  return field.startsWith(`${step}.`) ? field.slice(step.length + 1) : field;
}

export interface StepChecks {
  readonly step: RegistrationStepName;
  readonly path: string;
  readonly checks: readonly ServerFieldError[];
}

/** The server's `checks` grouped by step in the wizard's order, each group linking to its step. */
export function checksByStep(kind: RegistrationKind, checks: readonly ServerFieldError[]): StepChecks[] {
  const groups: StepChecks[] = [];
  for (const { step } of registrationSteps(kind)) {
    const own = checks.filter((c) => stepOfField(kind, c.field) === step);
    if (own.length > 0) groups.push({ step, path: stepPath(kind, step)!, checks: own });
  }
  const other = checks.filter((c) => stepOfField(kind, c.field) === null);
  if (other.length > 0) {
    groups.push({
      step: 'REGISTRATION_REVIEW',
      path: stepPath(kind, 'REGISTRATION_REVIEW')!,
      checks: other,
    });
  }
  return groups;
}

/** Submit is possible only for a draft without checks left; `reasons` counts what blocks it. */
export function submitState(registration: Registration): { canSubmit: boolean; reasons: number } {
  const reasons = registration.checks.length;
  return { canSubmit: wizardMode(registration.activeStatus) === 'edit' && reasons === 0, reasons };
}

/** The step whose section the review shows complete: no check of the server names it. */
export function stepComplete(kind: RegistrationKind, registration: Registration, step: RegistrationStepName) {
  return !registration.checks.some((c) => stepOfField(kind, c.field) === step);
}

/** The time a registration was submitted, in the user's language and the property's time zone. */
export function formatSubmittedAt(iso: string, lang: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

// ---------------------------------------------------------------- property category

export type Category = 'HOTEL' | 'NHA';
export type PlaceType = 'WHOLE' | 'UNIT';

export interface CategoryChoice {
  readonly category: Category | null;
  readonly placeType: PlaceType | null;
}

/** What is missing before the confirm dialog may open: i18n keys of `registration.category`, by field. */
export function categoryProblems(choice: CategoryChoice): { category?: string; placeType?: string } {
  if (!choice.category) return { category: 'registration.category.chooseCategory' };
  if (choice.category === 'NHA' && !choice.placeType)
    return { placeType: 'registration.category.choosePlaceType' };
  return {};
}

/** The createRegistration body: a place type only for a home, currency IDR (SPEC 1). */
export function toCreateInput(choice: CategoryChoice): Schemas['CreateRegistrationInput'] {
  if (!choice.category) throw new Error('toCreateInput without a category');
  return {
    accommodationType: choice.category,
    placeType: choice.category === 'NHA' ? choice.placeType : null,
    currency: 'IDR',
  };
}
