import { Link, useNavigate } from 'react-router-dom';
import { Select } from '@extranet/ui/select';
import type { RegistrationStepName } from '@extranet/domain';
import { useT } from '../../../../shared/i18n/language';
import { WIZARD_STATE, stepperItems, type RegistrationStepState, type StepperItem } from '../model';
import * as css from '../registration.css';

/** A step's state as the stepper says it: the step on screen is "open now", whatever its state. */
const stateOf = (item: StepperItem) => (item.viewing ? 'VIEWING' : item.state);

function StateText({ item }: { item: StepperItem }) {
  const t = useT();
  return <span className={css.stepState}>{t(`registration.wizard.state.${stateOf(item)}`)}</span>;
}

function Marker({ item }: { item: StepperItem }) {
  return (
    <span className={css.marker[item.state]} aria-hidden="true">
      {item.state === 'DONE' ? '✓' : item.number}
    </span>
  );
}

/**
 * The wizard's steps: done and current steps are links, locked ones are plain text (not focusable, not
 * clickable). On a phone a compact "step 3 of 11" with a bar and a list to jump to an open step.
 */
export function WizardStepper({
  steps,
  viewing,
}: {
  steps: readonly RegistrationStepState[];
  viewing: RegistrationStepName | null;
}) {
  const t = useT();
  const navigate = useNavigate();
  const items = stepperItems(steps, viewing);
  const label = (step: RegistrationStepName) => t(`registration.steps.${step}.title`);
  const at = items.find((i) => i.viewing) ?? items.find((i) => i.state === 'CURRENT') ?? items[0];
  const done = items.filter((i) => i.state === 'DONE').length;
  return (
    <>
      <nav aria-label={t('registration.wizard.stepsLabel')} className={css.stepperDesktop}>
        <ol className={css.stepList}>
          {items.map((item) => (
            <li key={item.step}>
              {item.clickable ? (
                <Link
                  to={item.path}
                  state={WIZARD_STATE}
                  className={`${css.stepLink} ${item.viewing ? css.stepViewing : ''}`}
                  aria-current={item.viewing ? 'step' : undefined}
                >
                  <Marker item={item} />
                  <span className={css.stepText}>
                    <span>{label(item.step)}</span>
                    <StateText item={item} />
                  </span>
                </Link>
              ) : (
                <span className={css.stepLocked} title={t('registration.wizard.lockedHint')}>
                  <Marker item={item} />
                  <span className={css.stepText}>
                    <span>{label(item.step)}</span>
                    <StateText item={item} />
                  </span>
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <nav aria-label={t('registration.wizard.stepsLabel')} className={css.stepperPhone}>
        <p className={css.phoneSummary}>
          {t('registration.wizard.stepOf', { current: at ? at.number : 1, total: items.length })}
        </p>
        <div className={css.progressTrack} aria-hidden="true">
          <div
            className={css.progressBar}
            style={{ width: `${(done / Math.max(1, items.length)) * 100}%` }}
          />
        </div>
        <Select<string>
          label={t('registration.wizard.jumpLabel')}
          value={at?.step ?? null}
          options={items.map((item) => ({
            id: item.step,
            label: `${item.number}. ${label(item.step)} (${t(`registration.wizard.state.${stateOf(item)}`)})`,
            isDisabled: !item.clickable,
          }))}
          onChange={(step) => {
            const target = items.find((i) => i.step === step);
            if (target && target.clickable && !target.viewing)
              void navigate(target.path, { state: WIZARD_STATE });
          }}
        />
      </nav>
    </>
  );
}
