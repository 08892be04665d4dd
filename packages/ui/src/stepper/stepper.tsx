import type { ReactNode } from 'react';
import { CheckIcon } from '../internal/icons.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import { visuallyHidden } from '../theme/shared.css.js';
import * as styles from './stepper.css.js';

export interface StepperStep {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface StepperProps {
  steps: ReadonlyArray<StepperStep>;
  /** The id of the step the user is on; steps before it count as complete. */
  currentStep: string;
  /** Lets the user go back to a completed step (registration wizards allow it). */
  onStepSelect?: (id: string) => void;
  orientation?: 'vertical' | 'horizontal';
  /** Names the navigation landmark; defaults to the built-in "Progress". */
  'aria-label'?: string;
  className?: string;
}

export type StepStatus = 'complete' | 'current' | 'upcoming';

export function stepStatus(index: number, currentIndex: number): StepStatus {
  return index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
}

/** Progress through a multi-step flow (the registration wizards of SPEC section 2). */
export function Stepper({
  steps,
  currentStep,
  onStepSelect,
  orientation = 'vertical',
  className,
  ...rest
}: StepperProps) {
  const t = useUiText();
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === currentStep),
  );
  return (
    <nav aria-label={rest['aria-label'] ?? t('ui.stepper.label')} className={cx(styles.nav, className)}>
      <p className={styles.summary}>
        {t('ui.stepper.step', { current: currentIndex + 1, total: steps.length })}
      </p>
      <ol className={styles.list} data-orientation={orientation}>
        {steps.map((step, index) => {
          const status = stepStatus(index, currentIndex);
          const marker =
            orientation === 'horizontal' ? (
              <span className={styles.bar} aria-hidden="true" />
            ) : (
              <span className={styles.marker} aria-hidden="true">
                {status === 'complete' ? <CheckIcon size={14} /> : index + 1}
              </span>
            );
          const body = (
            <span className={styles.body}>
              <span className={styles.label}>{step.label}</span>
              {step.description ? <span className={styles.description}>{step.description}</span> : null}
              {status === 'complete' ? (
                <span className={visuallyHidden}>({t('ui.stepper.completed')})</span>
              ) : null}
            </span>
          );
          const clickable = status === 'complete' && onStepSelect !== undefined;
          return (
            <li
              key={step.id}
              className={styles.item}
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              {clickable ? (
                <button type="button" className={styles.link} onClick={() => onStepSelect(step.id)}>
                  {marker}
                  {body}
                </button>
              ) : orientation === 'horizontal' ? (
                <>
                  {marker}
                  {body}
                </>
              ) : (
                <span className={styles.static_}>
                  {marker}
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
