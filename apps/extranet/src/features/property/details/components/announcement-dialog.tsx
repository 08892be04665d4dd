import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { Dialog } from '@extranet/ui/dialog';
import { TextArea } from '@extranet/ui/text-area';
import { useToast } from '@extranet/ui/toast';
import { scrollToFirstError } from '@extranet/validation/react-hook-form';
import { useT } from '../../../../shared/i18n/language';
import { errorMessage } from '../../../../shared/api/error-message';
import { FormTextField } from '../../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../../shared/forms/use-validated-form';
import { focusRef } from '../../../../shared/rates/fields';
import * as css from '../../../../shared/styles/page.css';
import * as ui from '../../../../shared/rates/rates-ui.css';
import { announcementsKey } from '../api/list-announcements';
import { createAnnouncement } from '../api/create-announcement';
import { updateAnnouncement } from '../api/update-announcement';
import {
  ANNOUNCEMENT_FIELDS,
  announcementValidator,
  announcementValues,
  emptyAnnouncement,
  toAnnouncementInput,
  type Announcement,
  type AnnouncementValues,
} from '../model';

export interface AnnouncementDialogProps {
  hotelId: number;
  /** The property's today (YYYY-MM-DD). */
  today: string;
  /** The announcement to edit; null to create one. */
  announcement: Announcement | null;
  onClose: () => void;
}

/** Create or edit an announcement: title, text in id and en, start and end dates. */
export function AnnouncementDialog({ hotelId, today, announcement, onClose }: AnnouncementDialogProps) {
  const t = useT();
  const a = (key: string) => t(`propertyDetails.announcements.${key}`);
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<AnnouncementValues>(
    [announcementValidator(today, announcement)],
    announcement ? announcementValues(announcement) : emptyAnnouncement(today),
  );
  const { control } = form;
  const save = useMutation({
    mutationFn: (values: AnnouncementValues) =>
      announcement
        ? updateAnnouncement(hotelId, announcement.announcementId, toAnnouncementInput(values))
        : createAnnouncement(hotelId, toAnnouncementInput(values)),
    onSuccess: async () => {
      showSuccess(a(announcement ? 'updated' : 'created'));
      await queryClient.invalidateQueries({ queryKey: announcementsKey(hotelId) });
      onClose();
    },
    onError: (error) => {
      if (applyServerFieldErrors<AnnouncementValues>(error, form.setError, ANNOUNCEMENT_FIELDS)) return;
      setProblem(errorMessage(error, a('saveFailed')));
    },
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values), scrollToFirstError);
  const text = (name: 'text.id' | 'text.en', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div ref={focusRef(field.ref)}>
          <TextArea
            label={label}
            description={a('fieldTextHelp')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            rows={3}
            maxLength={500}
            isRequired
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        </div>
      )}
    />
  );
  const date = (name: 'startDate' | 'endDate', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div ref={focusRef(field.ref)}>
          <DateField
            label={label}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            isRequired
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        </div>
      )}
    />
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={a(announcement ? 'editTitle' : 'createTitle')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {a('cancel')}
          </Button>
          <Button type="submit" form="announcement-form" loading={save.isPending}>
            {a('save')}
          </Button>
        </>
      }
    >
      <form id="announcement-form" className={ui.formLayout} noValidate onSubmit={(e) => void onSubmit(e)}>
        {problem ? (
          <div className={css.alert.error} role="alert">
            {problem}
          </div>
        ) : null}
        <FormTextField
          control={control}
          name="title"
          label={a('fieldTitle')}
          description={a('fieldTitleHelp')}
          maxLength={88}
        />
        {text('text.id', a('fieldTextId'))}
        {text('text.en', a('fieldTextEn'))}
        <div className={ui.fieldGrid}>
          {date('startDate', a('fieldStart'))}
          {date('endDate', a('fieldEnd'))}
        </div>
      </form>
    </Dialog>
  );
}
