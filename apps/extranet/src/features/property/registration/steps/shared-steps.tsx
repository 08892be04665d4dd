// The steps whose forms other parts of the property area own (general info, contacts, facilities, photos,
// policy, rooms / units): each embeds that part's form in its registration mode and, once the form has
// saved, asks the registration module to record the step (the server checks the step's rule on the saved
// data and answers the reasons it is not complete yet).
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@extranet/api';
import { REGISTRATION_MIN_PHOTOS, REGISTRATION_MIN_UNIT_PHOTOS, stepPath } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { useT } from '../../../../shared/i18n/language';
import { errorMessage } from '../../../../shared/api/error-message';
import * as page from '../../../../shared/styles/page.css';
import { GeneralPolicyForm } from '../../details/components/general-policy-form';
import { ContactsForm } from '../../info/contacts-form';
import { GeneralInfoForm } from '../../info/general-info-form';
import { PhotoManager } from '../../photos/photo-manager';
import { FacilitiesForm } from '../../rooms/facilities-form';
import { RoomForm } from '../../rooms/room-form';
import { RoomSummaryList } from '../../rooms/room-summary-list';
import { recordRegistrationStep } from '../api/save-steps';
import * as css from '../registration.css';
import type { StepProps } from './step-props';
import { StepProblem } from './step-actions';

type RecordedStep = Schemas['RecordedStepName'];

/** Records the step; keeps the server's reasons when the saved data does not complete it yet. */
function useRecordStep(props: StepProps) {
  const t = useT();
  const [reasons, setReasons] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const record = useMutation({
    mutationFn: () => recordRegistrationStep(props.hotelId, props.step as RecordedStep),
    onSuccess: async (next) => {
      setReasons([]);
      setProblem(null);
      await props.onDone(next);
    },
    onError: (error) => {
      const fields = isApiError(error) ? (error.errors ?? []) : [];
      // One line per reason (latitude and longitude missing read as the same "fill in the map location").
      setReasons([...new Set(fields.map((f) => f.message))]);
      setProblem(fields.length > 0 ? null : errorMessage(error, t('registration.wizard.saveFailed')));
    },
  });
  return { record, reasons, problem };
}

/** The form of another part, then what still blocks the step (and, where the form has none, a continue). */
function RecordedStep({
  props,
  children,
  continueButton = false,
}: {
  props: StepProps;
  children: (record: () => void) => ReactNode;
  continueButton?: boolean;
}) {
  const t = useT();
  const { record, reasons, problem } = useRecordStep(props);
  return (
    <div className={page.form}>
      <StepProblem problem={problem} />
      {children(() => record.mutate())}
      {reasons.length > 0 ? (
        <div className={page.alert.error} role="alert">
          <p>{t('registration.shared.stillMissing')}</p>
          <ul className={css.checkList}>
            {reasons.map((reason, i) => (
              <li key={i}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {continueButton ? (
        <div className={css.actions}>
          <Button loading={record.isPending} onClick={() => record.mutate()}>
            {t('registration.wizard.saveContinue')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function GeneralInfoStep(props: StepProps) {
  return (
    <RecordedStep props={props}>
      {(record) => <GeneralInfoForm hotelId={props.hotelId} mode="registration" onSaved={record} />}
    </RecordedStep>
  );
}

export function ContactStep(props: StepProps) {
  return (
    <RecordedStep props={props}>
      {(record) => <ContactsForm hotelId={props.hotelId} mode="registration" onSaved={record} />}
    </RecordedStep>
  );
}

export function PropertyDetailStep(props: StepProps) {
  return (
    <RecordedStep props={props}>
      {(record) => <FacilitiesForm hotelId={props.hotelId} mode="registration" onSaved={record} />}
    </RecordedStep>
  );
}

export function PropertyPhotoStep(props: StepProps) {
  return (
    <RecordedStep props={props} continueButton>
      {() => (
        <PhotoManager
          hotelId={props.hotelId}
          roomId={null}
          mode="registration"
          minimum={REGISTRATION_MIN_PHOTOS}
        />
      )}
    </RecordedStep>
  );
}

export function GeneralPolicyStep(props: StepProps) {
  return (
    <RecordedStep props={props}>
      {(record) => <GeneralPolicyForm hotelId={props.hotelId} mode="registration" onSaved={record} />}
    </RecordedStep>
  );
}

/**
 * room-detail (hotel) and listing-detail (home): the rooms or units so far, with add and edit on the step's
 * own links (`…/add`, `…/edit/:id`). A home rented by unit adds each unit's photos (2 at least) below its form.
 */
function RoomsStep(props: StepProps) {
  const t = useT();
  const navigate = useNavigate();
  const base = stepPath(props.kind, props.step) ?? '';
  const back = () => navigate(base, { state: { wizard: true } });
  const unitPhotos = props.kind === 'NHA' && props.registration.placeType === 'UNIT';
  const roomId = props.action === 'edit' && props.id ? Number(props.id) : undefined;
  if (props.action === 'add' || (props.action === 'edit' && roomId && Number.isSafeInteger(roomId))) {
    return (
      <div className={page.form}>
        <RoomForm
          hotelId={props.hotelId}
          {...(roomId ? { roomId } : {})}
          mode="registration"
          accommodationType={props.kind}
          onSaved={(saved) =>
            unitPhotos && !roomId ? navigate(`${base}/edit/${saved}`, { state: { wizard: true } }) : back()
          }
          onCancel={back}
        />
        {unitPhotos && roomId ? (
          <section className={page.card} aria-label={t('registration.shared.unitPhotos')}>
            <h2>{t('registration.shared.unitPhotos')}</h2>
            <PhotoManager
              hotelId={props.hotelId}
              roomId={roomId}
              mode="registration"
              minimum={REGISTRATION_MIN_UNIT_PHOTOS}
            />
            <Button variant="secondary" onClick={back}>
              {t('registration.shared.backToList')}
            </Button>
          </section>
        ) : null}
      </div>
    );
  }
  return (
    <RecordedStep props={props} continueButton>
      {() => (
        <RoomSummaryList
          hotelId={props.hotelId}
          accommodationType={props.kind}
          onAdd={() => navigate(`${base}/add`, { state: { wizard: true } })}
          onEdit={(id) => navigate(`${base}/edit/${id}`, { state: { wizard: true } })}
        />
      )}
    </RecordedStep>
  );
}

export const RoomDetailStep = RoomsStep;
export const ListingDetailStep = RoomsStep;
