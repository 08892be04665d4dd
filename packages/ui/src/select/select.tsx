import type { ReactNode } from 'react';

/** Option ids: strings or numbers. */
export type Key = string | number;
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../internal/field-parts.js';
import { CheckIcon, ChevronDownIcon } from '../internal/icons.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import * as fieldStyles from '../internal/field.css.js';
import * as styles from './select.css.js';

export interface SelectOption<K extends Key = string> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<K extends Key = string> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption<K>>;
  value?: K | null;
  defaultValue?: K | null;
  onChange?: (value: K | null) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  description?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/** A single-choice list in a popover (WAI-ARIA listbox); typeahead, arrows, Home/End. */
export function Select<K extends Key = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  error,
  isRequired,
  className,
  ...rest
}: SelectProps<K>) {
  const t = useUiText();
  const disabledKeys = options.filter((o) => o.isDisabled).map((o) => o.id);
  return (
    <AriaSelect
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (key) => onChange((key as K | null) ?? null) : undefined}
      placeholder={placeholder ?? t('ui.select.placeholder')}
      isRequired={isRequired}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      disabledKeys={disabledKeys}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel required={isRequired}>{label}</FieldLabel>
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </AriaButton>
      <FieldHelp description={description} error={error} />
      <Popover className={fieldStyles.popover} offset={4}>
        <ListBox
          className={fieldStyles.listBox}
          items={options}
          renderEmptyState={() => <div className={fieldStyles.emptyOption}>{t('ui.select.noOptions')}</div>}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={fieldStyles.option}>
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected ? (
                    <span className={fieldStyles.optionCheck}>
                      <CheckIcon />
                    </span>
                  ) : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
