import type { ReactNode } from 'react';
import * as css from '../registration.css';

export interface CardOption<V extends string> {
  value: V;
  title: string;
  body: string;
  icon?: ReactNode;
}

/** Radios drawn as cards: arrow keys move between them, the whole card is the label. */
export function ChoiceCards<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  small,
  inputRef,
}: {
  name: string;
  legend: string;
  options: readonly CardOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string | undefined;
  small?: boolean;
  /** react-hook-form's ref: the first radio takes focus when the field is invalid. */
  inputRef?: (el: HTMLInputElement | null) => void;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={small ? css.smallCards : css.cards}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={css.legend}>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className={css.card}>
          <input
            type="radio"
            className={css.cardInput}
            name={name}
            ref={index === 0 ? inputRef : undefined}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.icon}
          <span className={css.cardTitle}>{option.title}</span>
          {option.body ? <span className={css.cardBody}>{option.body}</span> : null}
        </label>
      ))}
      {error ? (
        <p id={errorId} className={css.fieldError} role="alert" style={{ gridColumn: '1 / -1' }}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
