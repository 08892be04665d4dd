import type { ReactNode } from 'react';
import * as css from '../../../shared/forms/forms.css';

export function AuthHeading({
  id,
  title,
  lead,
  step,
}: {
  id?: string;
  title: string;
  lead?: ReactNode;
  step?: string;
}) {
  return (
    <header>
      {step ? <p className={css.steps}>{step}</p> : null}
      <h1 id={id} className={css.heading}>
        {title}
      </h1>
      {lead ? <p className={css.lead}>{lead}</p> : null}
    </header>
  );
}
