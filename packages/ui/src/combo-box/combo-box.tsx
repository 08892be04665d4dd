import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../internal/field-parts.js';
import { CheckIcon, ChevronDownIcon } from '../internal/icons.js';
import { Spinner } from '../internal/spinner.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import * as fieldStyles from '../internal/field.css.js';

export interface ComboBoxOption<K extends string | number = string> {
  id: K;
  label: string;
  /** A second line, e.g. the city of a property. */
  detail?: string;
  isDisabled?: boolean;
}

export interface ComboBoxProps<K extends string | number = string> {
  label: ReactNode;
  options: ReadonlyArray<ComboBoxOption<K>>;
  value?: K | null;
  defaultValue?: K | null;
  onChange?: (value: K | null) => void;
  /** Typed text; control it to search on the server (then pass the results as `options`). */
  inputValue?: string;
  onInputChange?: (text: string) => void;
  /** Filter `options` by the typed text in the browser; turn off when the server filters. */
  filterLocally?: boolean;
  allowsCustomValue?: boolean;
  isLoading?: boolean;
  placeholder?: string;
  description?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

/** An editable combobox with a suggestion list (WAI-ARIA combobox pattern). */
export function ComboBox<K extends string | number = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  filterLocally = true,
  isLoading = false,
  description,
  error,
  isRequired,
  placeholder,
  className,
  ...rest
}: ComboBoxProps<K>) {
  const t = useUiText();
  return (
    <AriaComboBox
      {...rest}
      defaultItems={filterLocally ? options : undefined}
      items={filterLocally ? undefined : options}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (key) => onChange((key as K | null) ?? null) : undefined}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
      isRequired={isRequired}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      menuTrigger="focus"
      allowsEmptyCollection
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel required={isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <Input placeholder={placeholder} className={fieldStyles.innerInput} />
        {isLoading ? <Spinner /> : null}
        <AriaButton className={fieldStyles.adornmentButton} aria-label={t('ui.comboBox.showSuggestions')}>
          <ChevronDownIcon />
        </AriaButton>
      </Group>
      <FieldHelp description={description} error={error} />
      <Popover className={fieldStyles.popover} offset={4}>
        <ListBox
          className={fieldStyles.listBox}
          renderEmptyState={() => (
            <div className={fieldStyles.emptyOption}>
              {isLoading ? t('ui.common.loading') : t('ui.comboBox.noResults')}
            </div>
          )}
        >
          {(option: ComboBoxOption<K>) => (
            <ListBoxItem id={option.id} textValue={option.label} className={fieldStyles.option}>
              {({ isSelected }) => (
                <>
                  <span className={fieldStyles.optionText}>
                    <span>{option.label}</span>
                    {option.detail ? <span className={fieldStyles.optionDetail}>{option.detail}</span> : null}
                  </span>
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
    </AriaComboBox>
  );
}
