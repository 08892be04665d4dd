import { useEffect, useRef, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { NumberField, CurrencyField } from '@extranet/ui/number-field';
import { Checkbox } from '@extranet/ui/checkbox';
import { RadioGroup } from '@extranet/ui/radio-group';
import { DateRangePicker } from '@extranet/ui/date-range-picker';
import { useMenus } from '../api/menus';
import { useT } from '../i18n/language';
import { useSignedInSession } from '../session/session';
import * as ui from './rates-ui.css';

/**
 * A ref for react-hook-form on a wrapper: focusing it focuses the first place to type inside (a text box, an
 * editable rich text: not its toolbar's Bold button), else its first control (so the first invalid field of a
 * composite control gets focus and is scrolled into view on submit).
 */
export function focusRef(ref: (instance: unknown) => void) {
  return (el: HTMLElement | null) => {
    if (!el) return;
    ref({
      focus: () =>
        (
          el.querySelector<HTMLElement>(
            'input:not([type="hidden"]), textarea, [contenteditable="true"], [role="textbox"]',
          ) ?? el.querySelector<HTMLElement>('button, [tabindex="0"]')
        )?.focus(),
      scrollIntoView: (options?: ScrollIntoViewOptions) => el.scrollIntoView(options),
    });
  };
}

interface Base<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  label: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
}

export function FormNumberField<V extends FieldValues>({
  control,
  name,
  money,
  ...rest
}: Base<V> & { money?: boolean; minValue?: number; maxValue?: number; step?: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const props = {
          ...rest,
          name: field.name,
          value: (field.value as number | null | undefined) ?? null,
          onChange: field.onChange,
          onBlur: field.onBlur,
          ...(fieldState.error?.message ? { error: fieldState.error.message } : {}),
        };
        return (
          <div ref={focusRef(field.ref)}>
            {money ? <CurrencyField {...props} /> : <NumberField {...props} />}
          </div>
        );
      }}
    />
  );
}

export function FormRadioGroup<V extends FieldValues>({
  control,
  name,
  options,
  orientation,
  onChangeValue,
  ...rest
}: Base<V> & {
  options: { value: string; label: string; description?: string; isDisabled?: boolean }[];
  orientation?: 'vertical' | 'horizontal';
  /** Replaces the default change (e.g. to ask for confirmation first). */
  onChangeValue?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div ref={focusRef(field.ref)}>
          <RadioGroup
            {...rest}
            {...(orientation ? { orientation } : {})}
            name={field.name}
            options={options}
            value={(field.value as string | null) ?? null}
            onChange={(value) => (onChangeValue ? onChangeValue(value) : field.onChange(value))}
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        </div>
      )}
    />
  );
}

/** A group of checkboxes holding an array of values. */
export function FormCheckboxGroup<V extends FieldValues, T extends string | number>({
  control,
  name,
  label,
  description,
  options,
  isRequired,
  isDisabled,
  exclusive,
}: Base<V> & {
  options: { value: T; label: string }[];
  /** A value that, when chosen, clears the others (and is cleared by them). */
  exclusive?: T;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const selected = (field.value as T[] | undefined) ?? [];
        const errorId = `${field.name}-error`;
        return (
          <fieldset
            className={ui.group}
            ref={focusRef(field.ref)}
            aria-describedby={fieldState.error ? errorId : undefined}
          >
            <legend className={ui.groupLabel}>
              {label}
              {isRequired ? (
                <span aria-hidden="true" className={ui.requiredMark}>
                  *
                </span>
              ) : null}
            </legend>
            {description ? <span className={ui.help}>{description}</span> : null}
            <div className={ui.checkGrid}>
              {options.map((option) => (
                <Checkbox
                  key={String(option.value)}
                  name={field.name}
                  value={String(option.value)}
                  isSelected={selected.includes(option.value)}
                  isInvalid={Boolean(fieldState.error)}
                  {...(isDisabled ? { isDisabled } : {})}
                  onChange={(on) => {
                    let next = on ? [...selected, option.value] : selected.filter((v) => v !== option.value);
                    if (on && exclusive !== undefined) {
                      next = option.value === exclusive ? [exclusive] : next.filter((v) => v !== exclusive);
                    }
                    field.onChange(next);
                  }}
                >
                  {option.label}
                </Checkbox>
              ))}
            </div>
            {fieldState.error?.message ? (
              <span id={errorId} className={ui.fieldError} role="alert">
                {fieldState.error.message}
              </span>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

/** A date range bound to `<name>.start` / `<name>.end` (empty strings when not set). */
export function FormDateRange<V extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
  minValue,
}: Base<V> & { minValue?: string }) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        const value = field.value as { start: string; end: string };
        const errors = formState.errors as Record<
          string,
          { start?: { message?: string }; end?: { message?: string } }
        >;
        const own = errors[name as string];
        const message = own?.start?.message ?? own?.end?.message ?? fieldState.error?.message;
        return (
          <div ref={focusRef(field.ref)} className={ui.group}>
            <DateRangePicker
              label={label}
              {...(description ? { description } : {})}
              {...(isDisabled ? { isDisabled } : {})}
              {...(minValue ? { minValue } : {})}
              visibleMonths={2}
              value={value.start && value.end ? value : null}
              onChange={(range) => field.onChange(range ?? { start: '', end: '' })}
              startName={`${name}.start`}
              endName={`${name}.end`}
              {...(message ? { error: message } : {})}
            />
            {value.start || value.end ? (
              !isDisabled ? (
                <button
                  type="button"
                  className={ui.actionLink}
                  style={{ alignSelf: 'flex-start', background: 'none', border: 0, cursor: 'pointer' }}
                  onClick={() => field.onChange({ start: '', end: '' })}
                >
                  {t('ratePlans.form.clearDates')}
                </button>
              ) : null
            ) : null}
          </div>
        );
      }}
    />
  );
}

/** The tabs between the rate-setting screens. */
export function RatesSubNav() {
  const t = useT();
  const { pathname } = useLocation();
  const session = useSignedInSession();
  // The shell's menu (same query, already cached): calendar sync is listed only where the property has it.
  const menus = useMenus(session.currentHotelId);
  const hasCalendarSync =
    menus.data?.some((section) => section.items.some((item) => item.routeId === 'manageCalendarSync')) ??
    false;
  const base = '/v3/rates-and-availability';
  const links = [
    { to: `${base}/rate-plans`, label: t('ratePlans.nav.ratePlans') },
    { to: `${base}/children-rate-plans`, label: t('ratePlans.nav.childrenRatePlans') },
    { to: `${base}/surcharge`, label: t('ratePlans.nav.surcharges') },
    { to: `${base}/pricing-model`, label: t('ratePlans.nav.pricingModel') },
    ...(hasCalendarSync || pathname.startsWith(`${base}/manage-calendar-sync`)
      ? [{ to: `${base}/manage-calendar-sync`, label: t('ratePlans.nav.calendarSync') }]
      : []),
  ];
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // A phone shows the tabs as one sideways strip: bring the current one into view.
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && current && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft = current.offsetLeft - nav.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname, links.length]);
  return (
    <nav ref={navRef} aria-label={t('ratePlans.nav.label')} className={ui.subNav}>
      {links.map((link) => {
        const active = pathname.startsWith(link.to);
        return (
          <Link
            key={link.to}
            to={link.to}
            aria-current={active ? 'page' : undefined}
            className={active ? ui.subNavActive : ui.subNavLink}
          >
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}

const idr = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
/** IDR as SPEC 9 shows it: "Rp 1.250.000" (a no-break space: "Rp" never ends a line without its amount). */
export function formatIdr(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '—' : `Rp\u00a0${idr.format(amount)}`;
}
