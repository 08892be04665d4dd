import type { RegistrationKind, RegistrationStepName } from '@extranet/domain';
import type { Registration } from '../model';

/** What every step page receives from the wizard. */
export interface StepProps {
  hotelId: number;
  kind: RegistrationKind;
  step: RegistrationStepName;
  registration: Registration;
  /** The optional `:action` and `:id` of the step's path (room-detail / listing-detail: edit, 12). */
  action?: string | undefined;
  id?: string | undefined;
  /** The step is saved: refreshes the registration and goes to the next step's link (or `to`). */
  onDone: (next?: Registration, to?: string) => Promise<void>;
}
