import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { calendarsKey } from '../api/list-calendars';
import { addCalendar } from '../api/add-calendar';
import { useT } from '../../../shared/i18n/language';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import * as ui from '../../../shared/rates/rates-ui.css';
import { errorMessage } from '../../../shared/api/error-message';
import { validateNewCalendar, type NewCalendar, type Unit } from '../model';

export function AddCalendarForm({ hotelId, unit }: { hotelId: number; unit: Unit }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const form = useValidatedForm<NewCalendar>([validateNewCalendar], { name: '', link: '' });
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await addCalendar(hotelId, {
        roomId: unit.roomId,
        name: values.name.trim(),
        link: values.link.trim(),
      });
      showSuccess(t('calendarSync.add.added', { name: created.name }));
      form.reset({ name: '', link: '' });
      await queryClient.invalidateQueries({ queryKey: calendarsKey(hotelId) });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['name', 'link']))
        showError(errorMessage(error, t('calendarSync.saveFailed')));
    }
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('calendarSync.add.formLabel', { name: unit.name })}
      className={`${ui.formLayout} ${ui.subsection}`}
    >
      <h3 className={ui.subsectionTitle}>{t('calendarSync.add.title')}</h3>
      <div className={ui.fieldGrid}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('calendarSync.add.name')}
          description={t('calendarSync.add.nameHelp')}
          isRequired
          maxLength={100}
        />
        <FormTextField
          control={form.control}
          name="link"
          type="url"
          inputMode="url"
          label={t('calendarSync.add.link')}
          description={t('calendarSync.add.linkHelp')}
          isRequired
        />
      </div>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('calendarSync.add.submit')}
        </Button>
      </div>
    </form>
  );
}
