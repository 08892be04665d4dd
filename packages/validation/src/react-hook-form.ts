import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { getPath, messageOf, validateAll, type FieldError, type Schema } from './field-errors.js';
import { translatorFor, type Translate } from './messages.js';

export interface PipeResolverOptions<V> {
  /** Message lookup by key (e.g. bound to the user's language). Default: the Indonesian catalog. */
  translate?: Translate;
  /** Labels for `%field%`, by field path; else `validations.fields.<name>`, else "this field". */
  fieldLabels?: Record<string, string>;
  /** Domain validators run after the schema (e.g. `validateChangePassword`); their errors join the schema's. */
  validators?: readonly ((values: V) => FieldError[])[];
}

/** The part of a registered field the resolver reads (RHF's `Field['_f']`). */
interface RegisteredField {
  ref?: { disabled?: boolean; focus?: () => void } | null;
  refs?: { disabled?: boolean }[];
  disabled?: boolean;
}

function registered(
  fields: ResolverOptions<FieldValues>['fields'],
  name: string,
): RegisteredField | undefined {
  const direct = (fields as Record<string, unknown>)[name];
  const found = direct ?? getPath(fields, name);
  return found && typeof found === 'object' ? (found as RegisteredField) : undefined;
}

function isDisabled(field: RegisteredField | undefined): boolean {
  return Boolean(field?.disabled || field?.ref?.disabled);
}

function refOf(field: RegisteredField | undefined): unknown {
  return field?.refs?.find((ref) => !ref.disabled) ?? field?.ref ?? undefined;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  let node: Record<string, unknown> = target;
  segments.slice(0, -1).forEach((segment, i) => {
    const next = node[segment];
    if (next === null || typeof next !== 'object') {
      node[segment] = /^\d+$/.test(segments[i + 1] ?? '') ? [] : {};
    }
    node = node[segment] as Record<string, unknown>;
  });
  node[segments[segments.length - 1] as string] = value;
}

function isInside(path: string, disabled: readonly string[]): boolean {
  return disabled.some((name) => path === name || path.startsWith(`${name}.`));
}

/**
 * A react-hook-form resolver running the pipe rules of `schema` (and any domain `validators`):
 * - use it with `mode: 'onChange'` so fields are validated as the user types (SPEC 5);
 * - disabled fields (the `disabled` register option or a disabled element) are skipped;
 * - errors carry the field's element as `ref`, in registration order, so `handleSubmit(onValid,
 *   scrollToFirstError)` scrolls the same field into view that RHF's `shouldFocusError` focuses.
 */
export function pipeResolver<V extends FieldValues>(
  schema: Schema<V>,
  options: PipeResolverOptions<V> = {},
): Resolver<V> {
  return (values, _context, resolverOptions) => {
    const found = [
      ...validateAll(values, schema),
      ...(options.validators ?? []).flatMap((validator) => validator(values)),
    ];
    const names = (resolverOptions.names ?? []) as string[];
    const disabled = names.filter((name) => isDisabled(registered(resolverOptions.fields, name)));
    const byField = new Map<string, FieldError>();
    for (const error of found) {
      if (!byField.has(error.field) && !isInside(error.field, disabled)) byField.set(error.field, error);
    }
    if (byField.size === 0) return { values, errors: {} };
    // Registration order first (the order RHF focuses in), then any field RHF does not know.
    const ordered = [
      ...names.filter((name) => byField.has(name)),
      ...[...byField.keys()].filter((name) => !names.includes(name)),
    ];
    const translate = options.translate ?? translatorFor();
    const errors: Record<string, unknown> = {};
    for (const field of ordered) {
      const error = byField.get(field) as FieldError;
      const message = messageOf(error, { translate, fieldLabels: options.fieldLabels });
      const ref = refOf(registered(resolverOptions.fields, field));
      setPath(errors, field, ref ? { type: error.code, message, ref } : { type: error.code, message });
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** The DOM methods used (declared here: this package compiles without the DOM library). */
interface Scrollable {
  scrollIntoView?: (options?: {
    block?: 'start' | 'center' | 'end' | 'nearest';
    behavior?: 'auto' | 'smooth';
  }) => void;
  focus?: (options?: { preventScroll?: boolean }) => void;
}

function firstRef(errors: unknown): Scrollable | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const record = errors as Record<string, unknown>;
  if (typeof record.message === 'string' || typeof record.type === 'string') {
    const ref = record.ref as Scrollable | undefined;
    if (ref && typeof ref.scrollIntoView === 'function') return ref;
  }
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref') continue;
    const ref = firstRef(value);
    if (ref) return ref;
  }
  return undefined;
}

/**
 * The `onInvalid` handler for `handleSubmit`: scrolls the first invalid field into view (centred, so a
 * sticky header does not hide it) and focuses it without a second jump. RHF's `shouldFocusError` (on by
 * default) focuses the same field right after. Returns the element, or undefined when none has a ref.
 */
export function scrollToFirstError(errors: FieldErrors): Scrollable | undefined {
  const ref = firstRef(errors);
  ref?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  ref?.focus?.({ preventScroll: true });
  return ref;
}

/** The useForm options the extranet's forms use: validate on change, focus the first error on submit. */
export function pipeFormOptions<V extends FieldValues>(
  schema: Schema<V>,
  options: PipeResolverOptions<V> = {},
) {
  return { mode: 'onChange' as const, shouldFocusError: true, resolver: pipeResolver(schema, options) };
}
