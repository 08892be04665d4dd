import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { formatDate } from '../format/format';
import { useLanguage } from '../i18n/language';
import * as css from './blackout-dates-field.css';

export interface BlackoutDatesFieldProps {
  /** The form field's name: each date is also a hidden input of that name. */
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** `YYYY-MM-DD` dates; the field keeps them sorted and unique. */
  value: readonly string[];
  onChange: (dates: string[]) => void;
  /** The field's error (a validator's or the server's), shown under the field. */
  error?: string;
  /** Earliest and latest dates that may be added, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  /** At most this many dates in one calendar year (SPEC 9: 30 blackout days a year). */
  maxPerYear?: number;
  isDisabled?: boolean;
  /** Receives the "add" button: where a form puts the focus when the field has an error. */
  inputRef?: Ref<HTMLButtonElement>;
}

/** The dates sorted, each once. */
export const sortedDates = (dates: readonly string[]) => [...new Set(dates)].sort();

/**
 * A list of dates (blackout dates): a date is typed or picked in the date field and added with the button (or
 * Enter in the date), each date is a chip whose remove button is named after it, sorted and unique, with their
 * count. Refuses, with the reason, a date already in the list, outside `min`–`max`, or beyond `maxPerYear`.
 */
export function BlackoutDatesField({
  name,
  label,
  description,
  value,
  onChange,
  error,
  min,
  max,
  maxPerYear,
  isDisabled,
  inputRef,
}: BlackoutDatesFieldProps) {
  const { t, lang } = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const dates = sortedDates(value);
  const show = (date: string) => formatDate(date, lang, { weekday: true });

  const refusal = (date: string | null): string | null => {
    if (!date) return t('common.blackoutField.pickFirst');
    if (min && date < min) return t('common.blackoutField.beforeMin', { date: formatDate(min, lang) });
    if (max && date > max) return t('common.blackoutField.afterMax', { date: formatDate(max, lang) });
    if (dates.includes(date)) return t('validations.blackout.duplicate', { date: show(date) });
    const year = date.slice(0, 4);
    if (maxPerYear !== undefined && dates.filter((d) => d.startsWith(year)).length >= maxPerYear)
      return t('validations.blackout.tooMany', { max: maxPerYear, year });
    return null;
  };

  const add = () => {
    const reason = refusal(draft);
    setProblem(reason);
    if (reason || !draft) return;
    onChange(sortedDates([...dates, draft]));
    setDraft(null);
  };

  const remove = (date: string, index: number) => {
    onChange(dates.filter((d) => d !== date));
    setProblem(null);
    // The focus goes to the chip that takes its place (or the one before), else back to the add button.
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next = buttons[index + 1] ?? buttons[index - 1];
    if (next) next.focus();
    else addButton.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || (event.target as HTMLElement).getAttribute('role') !== 'spinbutton') return;
    event.preventDefault();
    add();
  };

  const shown = problem ?? error;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  return (
    <fieldset
      className={css.fieldset}
      aria-describedby={[countId, shown ? errorId : ''].filter(Boolean).join(' ')}
      aria-invalid={shown ? true : undefined}
    >
      <legend className={css.legend}>{label}</legend>
      {description ? <p className={css.help}>{description}</p> : null}
      {isDisabled ? null : (
        // Enter in the date's segments adds it, as the button does.
        <div className={css.adder} onKeyDownCapture={onKeyDown}>
          <DateField
            label={t('common.blackoutField.date')}
            value={draft}
            onChange={(next) => {
              setDraft(next);
              setProblem(null);
            }}
            {...(min ? { minValue: min } : {})}
            {...(max ? { maxValue: max } : {})}
          />
          <Button
            variant="secondary"
            ref={(node: HTMLButtonElement | null) => {
              addButton.current = node;
              if (typeof inputRef === 'function') inputRef(node);
              else if (inputRef) inputRef.current = node;
            }}
            onClick={add}
          >
            {t('common.blackoutField.add')}
          </Button>
        </div>
      )}
      <p id={countId} className={css.count} aria-live="polite">
        {maxPerYear === undefined
          ? t('common.blackoutField.count', { count: dates.length })
          : t('common.blackoutField.countMax', { count: dates.length, max: maxPerYear })}
      </p>
      {dates.length > 0 ? (
        <ul ref={list} className={css.chips} aria-label={t('common.blackoutField.list')}>
          {dates.map((date, index) => (
            <li key={date} className={css.chip}>
              <span>{show(date)}</span>
              {isDisabled ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('common.blackoutField.remove', { date: show(date) })}
                  onClick={() => remove(date, index)}
                >
                  ×
                </Button>
              )}
              <input type="hidden" name={name} value={date} />
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <p id={errorId} className={css.error} role="alert">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The field bound to a react-hook-form array of dates (its error, and the focus on error on the add button). */
export function FormBlackoutDates<V extends FieldValues>({
  control,
  name,
  ...rest
}: Omit<BlackoutDatesFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'> & {
  control: Control<V>;
  name: Path<V>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <BlackoutDatesField
          {...rest}
          name={field.name}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          inputRef={field.ref}
          {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
        />
      )}
    />
  );
}
