/** Hotel activeStatus (SPEC section 4). */
export const ActiveStatus = {
  NHA_DRAFT: -3,
  PENDING: -1,
  REJECTED: 0,
  APPROVE_OFFLINE: 1,
  APPROVE_ONLINE: 2,
} as const;
export type ActiveStatus = (typeof ActiveStatus)[keyof typeof ActiveStatus];
export type ActiveStatusName = keyof typeof ActiveStatus;

export const ACTIVE_STATUSES: readonly ActiveStatus[] = [-3, -1, 0, 1, 2];

export function isActiveStatus(value: unknown): value is ActiveStatus {
  return typeof value === 'number' && (ACTIVE_STATUSES as readonly number[]).includes(value);
}

/** Name of a status, e.g. `2` -> `'APPROVE_ONLINE'`; undefined for unknown values. */
export function activeStatusName(value: number): ActiveStatusName | undefined {
  return (Object.keys(ActiveStatus) as ActiveStatusName[]).find((k) => ActiveStatus[k] === value);
}

/** Approved (offline until activated, then online): the property may use the extranet. */
export function isApproved(status: number): boolean {
  return status === ActiveStatus.APPROVE_OFFLINE || status === ActiveStatus.APPROVE_ONLINE;
}

/** Still in registration: draft, submitted/pending or rejected. */
export function isInRegistration(status: number): boolean {
  return (
    status === ActiveStatus.NHA_DRAFT || status === ActiveStatus.PENDING || status === ActiveStatus.REJECTED
  );
}

export type AccommodationType = 'HOTEL' | 'NHA';
export const ACCOMMODATION_TYPES: readonly AccommodationType[] = ['HOTEL', 'NHA'];
export function isAccommodationType(value: unknown): value is AccommodationType {
  return value === 'HOTEL' || value === 'NHA';
}

/** Rate model of a property (and rate plan type): per day or length-of-stay pricing. */
export type RateModel = 'DAILY' | 'LOS';
export const RATE_MODELS: readonly RateModel[] = ['DAILY', 'LOS'];
export function isRateModel(value: unknown): value is RateModel {
  return value === 'DAILY' || value === 'LOS';
}
