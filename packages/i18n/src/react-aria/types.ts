/** The formatter react-aria passes to a message function (`@internationalized/string`). */
export interface ReactAriaFormatter {
  plural(
    count: number,
    options: Record<string, string | (() => string)>,
    type?: 'cardinal' | 'ordinal',
  ): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: unknown): string;
}

/** react-aria's own dictionaries type their arguments loosely too; a message reads only what it names. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Args = Record<string, any>;

export type ReactAriaMessage = string | ((args: Args, formatter: ReactAriaFormatter) => string);

/** Messages per react-aria string folder (`datepicker`, `combobox`, …, `react-aria-components`). */
export type ReactAriaStrings = Record<string, Record<string, ReactAriaMessage>>;
