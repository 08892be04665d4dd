import type { ReactNode } from 'react';
import type { RegistrationStepName } from '@extranet/domain';
import { useT } from '../../../../shared/i18n/language';
import { usePageTitle } from '../../../../shared/components/page-title';
import * as page from '../../../../shared/styles/page.css';
import type { Registration } from '../model';
import { WizardStepper } from './wizard-stepper';
import * as css from '../registration.css';

/** The frame of every wizard page: the stepper, the step's title and help, then the step itself. */
export function WizardFrame({
  registration,
  viewing,
  title,
  help,
  children,
}: {
  registration: Registration;
  viewing: RegistrationStepName | null;
  title: string;
  help?: string;
  children: ReactNode;
}) {
  const t = useT();
  const wizardTitle = t('registration.wizard.title');
  const ofWizard = title === wizardTitle;
  usePageTitle(ofWizard ? wizardTitle : `${title} · ${wizardTitle}`);
  return (
    <div className={css.wizard}>
      <WizardStepper steps={registration.steps} viewing={viewing} />
      <div className={css.content}>
        <header className={page.pageHeader}>
          <p className={page.muted}>
            {ofWizard ? registration.name : `${wizardTitle} · ${registration.name}`}
          </p>
          <h1 className={page.title}>{title}</h1>
          {help ? <p className={page.subtitle}>{help}</p> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
