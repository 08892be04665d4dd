import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

const at = (hotelId: number) => ({ params: { path: { hotelId } } });

/** `PUT .../registration/property-type` (GUEST_PROPERTY). */
export function savePropertyType(hotelId: number, body: Schemas['PropertyTypeInput']) {
  return unwrap(api.PUT('/api/v1/hotels/{hotelId}/registration/property-type', { ...at(hotelId), body }));
}

/** `PUT .../registration/other-platform` (OTHER_PLATFORM). */
export function saveOtherPlatform(hotelId: number, body: Schemas['OtherPlatformInput']) {
  return unwrap(api.PUT('/api/v1/hotels/{hotelId}/registration/other-platform', { ...at(hotelId), body }));
}

/** `PUT .../registration/agreement` (AGREEMENT_DETAIL). */
export function saveAgreement(hotelId: number, body: Schemas['AgreementInput']) {
  return unwrap(api.PUT('/api/v1/hotels/{hotelId}/registration/agreement', { ...at(hotelId), body }));
}

/** `PUT .../registration/payment-detail` (PAYMENT_DETAIL). */
export function savePaymentDetail(hotelId: number, body: Schemas['PaymentDetailInput']) {
  return unwrap(api.PUT('/api/v1/hotels/{hotelId}/registration/payment-detail', { ...at(hotelId), body }));
}

/** `POST .../registration/progress`: completes a step whose data another module keeps. */
export function recordRegistrationStep(hotelId: number, step: Schemas['RecordedStepName']) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/registration/progress', { ...at(hotelId), body: { step } }),
  );
}
