import { useId, useState } from 'react';
import { Checkbox } from '@extranet/ui/checkbox';
import { TextField } from '@extranet/ui/text-field';
import { facilityGroupKey, facilityKey } from '@extranet/domain';
import { useT } from '../../../shared/i18n/language';
import * as ui from '../../../shared/rates/rates-ui.css';
import { filterFacilityGroups, type CatalogueGroup } from './model';

export interface FacilityChecklistProps {
  label: string;
  description?: string;
  groups: readonly CatalogueGroup[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
  /** A search box that narrows the groups by name. */
  searchable?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Level of the groups' headings (default 3, under the h2 of a form section). */
  headingLevel?: 2 | 3;
  /** Receives the first checkbox's focus target for "focus the first invalid field". */
  focusRef?: (el: HTMLElement | null) => void;
}

/** Facilities of the catalogue as grouped checkboxes (fieldset per group), with an optional search. */
export function FacilityChecklist(props: FacilityChecklistProps) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const groups = filterFacilityGroups(props.groups, query, (code) => t(facilityKey(code)));
  const selected = new Set(props.value);
  const toggle = (code: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(code);
    else next.delete(code);
    // Catalogue order, as the server stores them.
    props.onChange(props.groups.flatMap((g) => g.codes).filter((c) => next.has(c)));
  };
  const errorId = `${id}-error`;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <fieldset
      className={ui.group}
      ref={props.focusRef}
      tabIndex={-1}
      aria-describedby={props.error ? errorId : undefined}
    >
      <legend className={ui.groupLabel}>
        {props.label}
        {props.isRequired ? (
          <span aria-hidden="true" className={ui.requiredMark}>
            *
          </span>
        ) : null}
      </legend>
      {props.description ? <span className={ui.help}>{props.description}</span> : null}
      {props.searchable ? (
        <TextField
          type="search"
          label={t('propertyRooms.facilitiesPage.search')}
          value={query}
          onChange={setQuery}
          maxLength={60}
        />
      ) : null}
      {groups.length === 0 ? (
        <p className={ui.help} role="status">
          {t('propertyRooms.facilitiesPage.noMatch', { query })}
        </p>
      ) : (
        groups.map((g) => (
          <div key={g.group} role="group" aria-labelledby={`${id}-${g.group}`}>
            <Heading id={`${id}-${g.group}`} className={ui.subsectionTitle}>
              {t(facilityGroupKey(g.group))}
            </Heading>
            <div className={ui.checkGrid}>
              {g.codes.map((code) => (
                <Checkbox
                  key={code}
                  value={code}
                  isSelected={selected.has(code)}
                  isInvalid={Boolean(props.error)}
                  {...(props.isDisabled ? { isDisabled: true } : {})}
                  onChange={(on) => toggle(code, on)}
                >
                  {t(facilityKey(code))}
                </Checkbox>
              ))}
            </div>
          </div>
        ))
      )}
      {props.error ? (
        <span id={errorId} className={ui.fieldError} role="alert">
          {props.error}
        </span>
      ) : null}
    </fieldset>
  );
}
