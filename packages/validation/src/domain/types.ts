/** A form value that may not be filled in yet. */
export type Maybe<T> = T | null | undefined;

/** A date range of `YYYY-MM-DD` strings; either end may be missing while the user is typing. */
export interface DateRange {
  start: Maybe<string>;
  end: Maybe<string>;
}

/** A number field as forms hold it: a number, a numeric string ("1,000"), or nothing. */
export type NumberInput = Maybe<number | string>;
