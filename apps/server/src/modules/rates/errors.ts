/** A collector of field errors for the rates area's 400 VALIDATION_ERROR: one error per field, first wins. */
import type { Language } from '@extranet/i18n';
import type { FieldError as ValidationFieldError } from '@extranet/validation';
import { AppError, forbidden, type FieldErrorInput } from '../../http/errors.js';
import { fieldErrorsFrom } from '../../http/field-errors.js';

export class FieldErrors {
  readonly items: FieldErrorInput[] = [];
  constructor(private readonly lang: Language) {}
  /** Errors of @extranet/validation (messages from `validations.*`), fields renamed to the contract's. */
  addValidation(errors: readonly ValidationFieldError[], rename: (field: string) => string = (f) => f): void {
    const renamed = errors.map((e) => ({ ...e, field: rename(e.field) }));
    for (const e of fieldErrorsFrom(renamed, this.lang)) if (!this.has(e.field)) this.items.push(e);
  }
  /** One of the server's own field errors (message from `errors.field.<code>`). */
  add(field: string, code: string, params?: Record<string, unknown>): void {
    if (!this.has(field)) this.items.push({ field, code, ...(params ? { params } : {}) });
  }
  has(field: string): boolean {
    return this.items.some((e) => e.field === field);
  }
  throwIfAny(): void {
    if (this.items.length > 0) throw new AppError(400, 'VALIDATION_ERROR', { errors: this.items });
  }
}

/** 403 with the policy's reason (FORBIDDEN, MARKET_MANAGER_REQUIRED, LOS_RATE_MODEL …). */
export function denied(reason: string | null): void {
  if (reason) throw forbidden(reason);
}
