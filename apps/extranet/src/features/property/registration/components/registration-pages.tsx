import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { stepFromPath, type RegistrationKind, type RegistrationStepName } from '@extranet/domain';
import { useToast } from '@extranet/ui/toast';
import { useT } from '../../../../shared/i18n/language';
import {
  NotFoundContent,
  PageLoading,
  RequestErrorScreen,
} from '../../../../shared/components/status-screens';
import { SESSION_KEY, useSignedInSession } from '../../../../shared/session/session';
import { registrationKey, useRegistration } from '../api/get-registration';
import {
  WIZARD_STATE,
  enteredFromWizard,
  kindFromPath,
  linkAfterSaving,
  redirectForStep,
  wizardMode,
  type Registration,
} from '../model';
import { STEP_COMPONENTS } from '../steps';
import { RejectedState, UnderReviewState } from './registration-states';
import { WizardFrame } from './wizard-frame';

/** The registration of the session's property, with its loading and failure states. */
function WithRegistration({ children }: { children: (registration: Registration) => ReactNode }) {
  const session = useSignedInSession();
  const registration = useRegistration(session.currentHotelId);
  if (session.currentHotelId === null) return <Navigate to="/v3/registration/property-category" replace />;
  if (registration.isPending) return <PageLoading />;
  if (registration.isError)
    return <RequestErrorScreen error={registration.error} onRetry={() => void registration.refetch()} />;
  return <>{children(registration.data)}</>;
}

/** After a step is saved: the fresh registration in the cache, the session's step, then the next link. */
function useStepDone(kind: RegistrationKind, step: RegistrationStepName, hotelId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showSuccess } = useToast();
  const t = useT();
  return async (next?: Registration, to?: string) => {
    if (next) queryClient.setQueryData(registrationKey(hotelId), next);
    else await queryClient.invalidateQueries({ queryKey: registrationKey(hotelId) });
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    showSuccess(t('registration.wizard.saved'));
    void navigate(to ?? linkAfterSaving(kind, step), { state: WIZARD_STATE });
  };
}

function StepBody({
  kind,
  step,
  registration,
}: {
  kind: RegistrationKind;
  step: RegistrationStepName;
  registration: Registration;
}) {
  const params = useParams();
  const onDone = useStepDone(kind, step, registration.hotelId);
  const Step = STEP_COMPONENTS[step];
  return (
    <Step
      key={`${step}-${params.action ?? ''}-${params.id ?? ''}`}
      hotelId={registration.hotelId}
      kind={kind}
      step={step}
      registration={registration}
      action={params.action}
      id={params.id}
      onDone={onDone}
    />
  );
}

/** Under review or rejected, every page of the wizard shows that state instead of a form (read-only). */
function StatusOrForm({ registration, form }: { registration: Registration; form: ReactNode }) {
  switch (wizardMode(registration.activeStatus)) {
    case 'underReview':
      return <UnderReviewState registration={registration} />;
    case 'rejected':
      return <RejectedState registration={registration} />;
    case 'approved':
      return <Navigate to="/v3/app/home" replace />;
    case 'edit':
      return <>{form}</>;
  }
}

/** Every step route of both wizards (`/v3/registration/{nha|hotel}/<step>/:action?/:id?`). */
export function RegistrationStepPage() {
  const t = useT();
  const { pathname, state } = useLocation();
  const kind = kindFromPath(pathname);
  const step = kind ? stepFromPath(kind, pathname) : null;
  if (!kind || !step) return <NotFoundContent />;
  return (
    <WithRegistration>
      {(registration) => {
        // The wizard of the other category: the property's own wizard continues.
        if (registration.accommodationType !== kind) return <Navigate to={registration.nextPath} replace />;
        const redirect = redirectForStep(registration, step, enteredFromWizard(state));
        if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
        // Submitted or rejected: the page is about the registration's state, not about this step.
        const editing = wizardMode(registration.activeStatus) === 'edit';
        return (
          <WizardFrame
            registration={registration}
            viewing={step}
            title={t(editing ? `registration.steps.${step}.title` : 'registration.wizard.title')}
            {...(editing ? { help: t(`registration.steps.${step}.help`) } : {})}
          >
            <StatusOrForm
              registration={registration}
              form={<StepBody kind={kind} step={step} registration={registration} />}
            />
          </WizardFrame>
        );
      }}
    </WithRegistration>
  );
}

/** `/v3/registration/{nha|hotel}/finish`: the under-review (or rejected) state; a draft goes on with its steps. */
export function RegistrationFinishPage() {
  const t = useT();
  const { pathname } = useLocation();
  const kind = kindFromPath(pathname);
  if (!kind) return <NotFoundContent />;
  return (
    <WithRegistration>
      {(registration) => {
        const mode = wizardMode(registration.activeStatus);
        if (mode === 'edit' || registration.accommodationType !== kind)
          return <Navigate to={registration.nextPath} replace />;
        return (
          <WizardFrame registration={registration} viewing={null} title={t('registration.wizard.title')}>
            <StatusOrForm registration={registration} form={null} />
          </WizardFrame>
        );
      }}
    </WithRegistration>
  );
}
