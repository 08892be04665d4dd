import type { ComponentType } from 'react';
import type { RegistrationStepName } from '@extranet/domain';
import { AgreementStep } from './agreement-step';
import { OtherPlatformStep } from './other-platform-step';
import { PaymentDetailStep } from './payment-detail-step';
import { PropertyTypeStep } from './property-type-step';
import { ReviewStep } from './review-step';
import {
  ContactStep,
  GeneralInfoStep,
  GeneralPolicyStep,
  ListingDetailStep,
  PropertyDetailStep,
  PropertyPhotoStep,
  RoomDetailStep,
} from './shared-steps';
import type { StepProps } from './step-props';

export type { StepProps } from './step-props';

/** The page of every wizard step, by step name (both wizards share them; the props say which kind). */
export const STEP_COMPONENTS: Readonly<Record<RegistrationStepName, ComponentType<StepProps>>> = {
  GUEST_PROPERTY: PropertyTypeStep,
  GENERAL_INFO: GeneralInfoStep,
  CONTACT: ContactStep,
  OTHER_PLATFORM: OtherPlatformStep,
  AGREEMENT_DETAIL: AgreementStep,
  PROPERTY_DETAIL: PropertyDetailStep,
  PROPERTY_PHOTO: PropertyPhotoStep,
  GENERAL_POLICY: GeneralPolicyStep,
  LISTING_DETAIL: ListingDetailStep,
  ROOM_DETAIL: RoomDetailStep,
  PAYMENT_DETAIL: PaymentDetailStep,
  REGISTRATION_REVIEW: ReviewStep,
};
