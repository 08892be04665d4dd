import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GUEST_TYPES,
  ROOM_DESCRIPTION_MAX_LENGTH,
  ROOM_FACILITY_GROUPS,
  ROOM_TYPES,
  VIEWS,
  roomTypeName,
  standardRoomName,
  viewName,
} from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { RichTextEditor } from '@extranet/ui/rich-text';
import { Select } from '@extranet/ui/select';
import { Switch } from '@extranet/ui/switch';
import { useToast } from '@extranet/ui/toast';
import { scrollToFirstError } from '@extranet/validation/react-hook-form';
import { errorMessage } from '../../../shared/api/error-message';
import { PageLoading, RequestErrorScreen, StatusPanel } from '../../../shared/components/status-screens';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { FormCheckboxGroup, FormNumberField, focusRef } from '../../../shared/rates/fields';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { createRoomData } from './api/create-room-data';
import { useRoomData } from './api/get-room-data';
import { roomDataKey } from './api/list-room-data';
import { updateRoomData } from './api/update-room-data';
import { FacilityChecklist } from './facility-checklist';
import { BedroomsEditor } from './room-beds';
import {
  emptyRoom,
  resizeBedrooms,
  toRoomInput,
  validateRoomValues,
  valuesFromRoom,
  type AccommodationType,
  type RoomValues,
} from './model';

export interface RoomFormProps {
  hotelId: number;
  /** Edit this room; without it the form creates one. */
  roomId?: number;
  /** registration: a step of the wizard (it has its own heading); content: the Property page. */
  mode: 'registration' | 'content';
  accommodationType: AccommodationType;
  onSaved: (roomId: number) => void;
  onCancel?: () => void;
}

/** Every field a server error may name is a path of the form's values. */
const fieldOf = (field: string) => field as never;

function Editor({ props, initial }: { props: RoomFormProps; initial: RoomValues }) {
  const { hotelId, roomId, accommodationType: kind } = props;
  const t = useT();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<RoomValues>([validateRoomValues], initial);
  const { control, setValue, getValues } = form;
  const save = useMutation({
    mutationFn: (values: RoomValues) =>
      roomId
        ? updateRoomData(hotelId, roomId, toRoomInput(values))
        : createRoomData(hotelId, toRoomInput(values)),
    onSuccess: async (room) => {
      setProblem(null);
      showSuccess(t(roomId ? 'propertyRooms.form.updated' : 'propertyRooms.form.created'));
      await queryClient.invalidateQueries({ queryKey: roomDataKey(hotelId) });
      props.onSaved(room.roomId);
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, fieldOf)) return;
      setProblem(errorMessage(error, t('propertyRooms.form.saveFailed')));
    },
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values), scrollToFirstError);
  const bedroomCount = useWatch({ control, name: 'bedroomCount' });
  useEffect(() => {
    const current = getValues('bedrooms');
    if (bedroomCount !== null && bedroomCount >= 1 && bedroomCount <= 6 && bedroomCount !== current.length) {
      setValue('bedrooms', resizeBedrooms(current, bedroomCount), { shouldValidate: true });
    }
  }, [bedroomCount, getValues, setValue]);
  const [roomType, bedrooms, view, smokingAllowed] = useWatch({
    control,
    name: ['roomType', 'bedrooms', 'view', 'smokingAllowed'],
  });
  const preview = roomType
    ? standardRoomName({ roomType, bedrooms, view: view ?? null, smokingAllowed }, lang)
    : null;
  const typeOptions = ROOM_TYPES.map((code) => ({ id: code, label: roomTypeName(code, lang) }));
  const viewOptions = [
    { id: '', label: t('propertyRooms.form.noView') },
    ...VIEWS.map((code) => ({ id: code, label: viewName(code, lang) })),
  ];
  return (
    <form className={ui.formLayout} noValidate onSubmit={(e) => void onSubmit(e)}>
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('propertyRooms.form.basics')}</h2>
        <div className={ui.fieldGrid}>
          <FormTextField
            control={control}
            name="name"
            label={t('propertyRooms.form.name')}
            isRequired
            maxLength={100}
          />
          <Controller
            control={control}
            name="roomType"
            render={({ field, fieldState }) => (
              <div ref={focusRef(field.ref)}>
                <Select
                  label={t('propertyRooms.form.roomType')}
                  placeholder={t('propertyRooms.form.chooseType')}
                  options={typeOptions}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  isRequired
                  {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
                />
              </div>
            )}
          />
          <FormNumberField
            control={control}
            name="sizeSqm"
            label={t('propertyRooms.form.sizeSqm')}
            isRequired
          />
          <FormNumberField
            control={control}
            name="roomCount"
            label={t(`propertyRooms.form.roomCount${kind}`)}
            isRequired
            minValue={1}
            maxValue={25}
          />
        </div>
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <div ref={focusRef(field.ref)}>
              <RichTextEditor
                label={t('propertyRooms.form.description')}
                value={field.value}
                onChange={(html) => field.onChange(html)}
                maxLength={ROOM_DESCRIPTION_MAX_LENGTH}
                {...(fieldState.error?.message ? { errorMessage: fieldState.error.message } : {})}
              />
            </div>
          )}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('propertyRooms.form.beds')}</h2>
        <div className={ui.fieldGrid}>
          <FormNumberField
            control={control}
            name="bedroomCount"
            label={t('propertyRooms.form.bedroomCount')}
            isRequired
            minValue={1}
            maxValue={6}
          />
          <FormNumberField
            control={control}
            name="bathrooms"
            label={t('propertyRooms.form.bathrooms')}
            isRequired
          />
        </div>
        <BedroomsEditor control={control} />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('propertyRooms.form.occupancy')}</h2>
        <div className={ui.fieldGrid}>
          <FormNumberField
            control={control}
            name="maxAdults"
            label={t('propertyRooms.form.maxAdults')}
            isRequired
          />
          <FormNumberField
            control={control}
            name="maxChildren"
            label={t('propertyRooms.form.maxChildren')}
            isRequired
          />
          <FormNumberField
            control={control}
            name="minOccupancy"
            label={t('propertyRooms.form.minOccupancy')}
            isRequired
          />
          <FormNumberField
            control={control}
            name="maxOccupancy"
            label={t('propertyRooms.form.maxOccupancy')}
            isRequired
          />
        </div>
        <Controller
          control={control}
          name="smokingAllowed"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={field.onChange}>
              {t('propertyRooms.form.smoking')}
            </Switch>
          )}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('propertyRooms.form.details')}</h2>
        <div className={ui.fieldGrid}>
          <FormTextField
            control={control}
            name="tower"
            label={t('propertyRooms.form.tower')}
            maxLength={50}
          />
          <FormTextField
            control={control}
            name="floor"
            label={t('propertyRooms.form.floor')}
            maxLength={50}
          />
          <FormTextField
            control={control}
            name="roomNumber"
            label={t('propertyRooms.form.roomNumber')}
            maxLength={50}
          />
          <Controller
            control={control}
            name="view"
            render={({ field, fieldState }) => (
              <div ref={focusRef(field.ref)}>
                <Select
                  label={t('propertyRooms.form.view')}
                  options={viewOptions}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v ? v : null)}
                  {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
                />
              </div>
            )}
          />
        </div>
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('propertyRooms.form.price')}</h2>
        <div className={ui.fieldGrid}>
          <FormNumberField
            control={control}
            name="minSellPrice"
            label={t('propertyRooms.form.minSellPrice')}
            description={t('propertyRooms.form.minSellPriceHelp')}
            isRequired
            money
          />
        </div>
      </section>
      <section className={ui.section}>
        <Controller
          control={control}
          name="facilities"
          render={({ field, fieldState }) => (
            <FacilityChecklist
              label={t('propertyRooms.form.facilities')}
              description={t('propertyRooms.form.facilitiesHelp')}
              groups={ROOM_FACILITY_GROUPS}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              focusRef={focusRef(field.ref)}
              isRequired
            />
          )}
        />
        <FormCheckboxGroup
          control={control}
          name="guestTypes"
          label={t('propertyRooms.form.guestTypes')}
          description={t('propertyRooms.form.guestTypesHelp')}
          options={GUEST_TYPES.map((g) => ({ value: g as string, label: t(`propertyRooms.guestType.${g}`) }))}
        />
      </section>
      <section className={ui.section} aria-live="polite">
        <h2 className={ui.sectionTitle}>{t('propertyRooms.form.standardNamePreview')}</h2>
        <p className={css.factValue}>{preview ?? t('propertyRooms.common.none')}</p>
        <p className={ui.help}>{t('propertyRooms.form.standardNameHelp')}</p>
      </section>
      <div className={props.mode === 'content' ? ui.stickyActions : css.actions}>
        {props.onCancel ? (
          <Button variant="secondary" onClick={props.onCancel}>
            {t('propertyRooms.common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {t(roomId ? 'propertyRooms.form.submitEdit' : `propertyRooms.form.submitCreate${kind}`)}
        </Button>
      </div>
    </form>
  );
}

/**
 * The form of one room (hotel) or unit (home), every field of SPEC 3, validated as the user types by the
 * validator the server uses; the server's field errors land on their fields. Used by the Property pages
 * (mode content) and the registration wizard's room-detail / listing-detail steps (mode registration).
 */
export function RoomForm(props: RoomFormProps) {
  const t = useT();
  const { hotelId, roomId } = props;
  const room = useRoomData(hotelId, roomId ?? 0, roomId !== undefined);
  if (roomId === undefined) return <Editor props={props} initial={emptyRoom(props.accommodationType)} />;
  if (room.isPending) return <PageLoading />;
  if (room.isError) {
    const missing = (room.error as { status?: number }).status === 404;
    return missing ? (
      <StatusPanel headingLevel={2} title={t('propertyRooms.form.notFound')} />
    ) : (
      <RequestErrorScreen headingLevel={2} error={room.error} onRetry={() => void room.refetch()} />
    );
  }
  return <Editor key={roomId} props={props} initial={valuesFromRoom(room.data)} />;
}
