// The read-only data of the steps other parts keep, for the registration review (beside each "edit" link).
import type { ReactNode } from 'react';
import type { RegistrationKind, RegistrationStepName } from '@extranet/domain';
import { useT } from '../../../../shared/i18n/language';
import { useGeneralPolicy } from '../../details/api/get-general-policy';
import { useGeneralInfo } from '../../info/api/get-general-info';
import { useContacts } from '../../info/api/list-contacts';
import { useCountries } from '../../info/api/list-countries';
import { useAreaNames } from '../../review/api/area-names';
import { usePhotoGallery } from '../../../../shared/photos/list-photos';
import { usePropertyFacilities } from '../../rooms/api/get-property-facilities';
import { useRoomDataList } from '../../rooms/api/list-room-data';
import * as css from '../registration.css';

type Rows = readonly (readonly [string, ReactNode])[];

function Facts({ rows }: { rows: Rows }) {
  return (
    <dl className={css.summary}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Badge({ complete }: { complete: boolean }) {
  const t = useT();
  return (
    <span className={complete ? css.badge.ok : css.badge.todo}>
      {t(complete ? 'registration.review.complete' : 'registration.review.incomplete')}
    </span>
  );
}

function GeneralInfoSummary({ hotelId }: { hotelId: number }) {
  const t = useT();
  const info = useGeneralInfo(hotelId).data?.generalInfo;
  const countries = useCountries().data?.items;
  const areas = useAreaNames(
    info?.provinceCode || null,
    info?.regencyCode || null,
    info?.districtCode || null,
  );
  if (!info) return null;
  const none = t('registration.review.notFilled');
  const country = countries?.find((c) => c.code === info.country)?.name ?? info.country;
  const area = [areas.district, areas.regency, areas.province].filter(Boolean).join(', ');
  return (
    <Facts
      rows={[
        [t('validations.fields.name'), info.name || none],
        [t('validations.fields.address'), [info.address, info.city].filter(Boolean).join(', ') || none],
        [t('validations.fields.country'), [area, country].filter(Boolean).join(', ') || none],
        [
          t('registration.shared.location'),
          info.latitude !== null && info.longitude !== null ? `${info.latitude}, ${info.longitude}` : none,
        ],
      ]}
    />
  );
}

function ContactsSummary({ hotelId }: { hotelId: number }) {
  const t = useT();
  const contacts = useContacts(hotelId).data;
  if (!contacts) return null;
  return (
    <Facts
      rows={contacts.items.map(
        (c) =>
          [
            c.name,
            `${c.position} · ${c.kinds.map((k) => t(`propertyInfo.contacts.kind.${k}`)).join(', ')}`,
          ] as const,
      )}
    />
  );
}

function FacilitiesSummary({ hotelId }: { hotelId: number }) {
  const t = useT();
  const facilities = usePropertyFacilities(hotelId).data;
  if (!facilities) return null;
  return (
    <p>
      {facilities.length === 0
        ? t('registration.review.notFilled')
        : facilities.map((code) => t(`propertyRooms.facility.${code}`)).join(', ')}
    </p>
  );
}

function PhotosSummary({ hotelId, roomsOnly }: { hotelId: number; roomsOnly: boolean }) {
  const t = useT();
  const gallery = usePhotoGallery(hotelId).data;
  if (!gallery) return null;
  const groups = gallery.groups.filter((g) => (roomsOnly ? g.roomId !== null : g.roomId === null));
  return (
    <Facts
      rows={groups.map(
        (g) =>
          [
            g.name ?? t('registration.shared.propertyPhotos'),
            t('registration.shared.photoCount', { count: g.photos.length }),
          ] as const,
      )}
    />
  );
}

function PolicySummary({ hotelId }: { hotelId: number }) {
  const t = useT();
  const policy = useGeneralPolicy(hotelId).data;
  if (!policy) return null;
  const yesNo = (value: boolean) => t(value ? 'registration.shared.yes' : 'registration.shared.no');
  return (
    <Facts
      rows={[
        [t('registration.shared.pets'), yesNo(policy.allowPets)],
        [t('registration.shared.smoking'), yesNo(policy.allowSmoking)],
        [t('registration.shared.alcohol'), yesNo(policy.allowAlcoholicDrink)],
        [
          t('registration.shared.minAge'),
          policy.allowAllAge ? t('registration.shared.allAges') : String(policy.setMinAge ?? ''),
        ],
      ]}
    />
  );
}

function RoomsSummary({ hotelId }: { hotelId: number }) {
  const t = useT();
  const rooms = useRoomDataList(hotelId).data;
  if (!rooms) return null;
  return (
    <Facts
      rows={rooms.map(
        (r) =>
          [
            r.name,
            t('registration.shared.roomFacts', {
              count: r.roomCount,
              facilities: r.facilities.length,
              photos: r.photoCount,
            }),
          ] as const,
      )}
    />
  );
}

/** A shared step's data read-only, with whether the server still finds something missing. */
export function SharedStepSummary({
  hotelId,
  step,
  complete,
}: {
  hotelId: number;
  kind: RegistrationKind;
  step: RegistrationStepName;
  complete: boolean;
}) {
  return (
    <div>
      <p>
        <Badge complete={complete} />
      </p>
      {step === 'GENERAL_INFO' ? <GeneralInfoSummary hotelId={hotelId} /> : null}
      {step === 'CONTACT' ? <ContactsSummary hotelId={hotelId} /> : null}
      {step === 'PROPERTY_DETAIL' ? <FacilitiesSummary hotelId={hotelId} /> : null}
      {step === 'PROPERTY_PHOTO' ? <PhotosSummary hotelId={hotelId} roomsOnly={false} /> : null}
      {step === 'GENERAL_POLICY' ? <PolicySummary hotelId={hotelId} /> : null}
      {/* Each room's line counts its photos already. */}
      {step === 'ROOM_DETAIL' || step === 'LISTING_DETAIL' ? <RoomsSummary hotelId={hotelId} /> : null}
    </div>
  );
}
