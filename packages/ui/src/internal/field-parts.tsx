import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './field.css.js';

/** Label, description and error of a react-aria field, styled once for every field of the library. */
export function FieldLabel({ children, required }: { children: ReactNode; required?: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {required ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldHelp({ description, error }: { description?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </>
  );
}
