import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@extranet/api';
import { PROPERTY_FACILITY_GROUPS } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { errorMessage } from '../../../shared/api/error-message';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { useT } from '../../../shared/i18n/language';
import * as css from '../../../shared/styles/page.css';
import * as ui from '../../../shared/rates/rates-ui.css';
import { propertyFacilitiesKey, usePropertyFacilities } from './api/get-property-facilities';
import { updatePropertyFacilities } from './api/update-property-facilities';
import { FacilityChecklist } from './facility-checklist';

export interface FacilitiesFormProps {
  hotelId: number;
  /** registration: a step of the wizard (its own heading); content: the Property page. */
  mode: 'registration' | 'content';
  onSaved: () => void;
}

function Editor({ hotelId, mode, initial, onSaved }: FacilitiesFormProps & { initial: string[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [value, setValue] = useState<string[]>(initial);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => updatePropertyFacilities(hotelId, value),
    onSuccess: async (saved) => {
      setProblem(null);
      setFieldError(undefined);
      queryClient.setQueryData(propertyFacilitiesKey(hotelId), saved.facilities);
      showSuccess(t('propertyRooms.facilitiesPage.saved'));
      onSaved();
    },
    onError: (error) => {
      const onField = isApiError(error) ? error.errors?.find((e) => e.field === 'facilities') : undefined;
      if (onField) setFieldError(onField.message);
      else setProblem(errorMessage(error, t('propertyRooms.facilitiesPage.saveFailed')));
    },
  });
  return (
    <form
      className={ui.formLayout}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // The wizard's step needs one facility at least (its rule on the server): said on the field, not saved.
        if (mode === 'registration' && value.length === 0) {
          setFieldError(t('validations.registration.facilityRequired'));
          return;
        }
        save.mutate();
      }}
    >
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <section className={ui.section}>
        <FacilityChecklist
          label={t('propertyRooms.facilitiesPage.title')}
          description={t('propertyRooms.facilitiesPage.selected', { count: value.length })}
          groups={PROPERTY_FACILITY_GROUPS}
          value={value}
          onChange={setValue}
          error={fieldError}
          searchable
          headingLevel={2}
        />
      </section>
      <div className={mode === 'content' ? ui.stickyActions : css.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('propertyRooms.facilitiesPage.save')}
        </Button>
      </div>
    </form>
  );
}

/** The property's facilities: grouped checkboxes with search, one save. Used by the page and the wizard. */
export function FacilitiesForm({ hotelId, mode, onSaved }: FacilitiesFormProps) {
  const query = usePropertyFacilities(hotelId);
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />;
  return <Editor key={hotelId} hotelId={hotelId} mode={mode} initial={query.data} onSaved={onSaved} />;
}
