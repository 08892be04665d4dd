import type { ContextGetter } from './context.js';
import type { paths } from './generated/schema.js';
import { Transport, type FetchLike } from './transport.js';

export const CRASH_REPORT_TIMEOUT_MS = 60_000;
export const CRASH_REPORT_PATH = '/v3/crashlytics';

/** The request body as the contract defines it (operation createCrashReport). */
export type CrashReportBody = paths['/v3/crashlytics']['post']['requestBody']['content']['application/json'];

/** Maximum lengths of the contract; the server refuses longer values and bodies over 64 KiB. */
const LIMITS = {
  error: 10_000,
  info: 20_000,
  url: 2048,
  clientTime: 64,
  browserValue: 1000,
  bodyBytes: 65_536,
};

export interface BrowserDetails {
  userAgent: string;
  language?: string;
  platform?: string;
  viewport?: string;
  [detail: string]: string | number | boolean | null | undefined;
}

export interface CrashReport {
  /** The thrown value; an Error becomes `name: message` plus its stack. */
  error: unknown;
  /** Extra context, e.g. React's component stack. */
  info?: string;
  /** Default: the current page. */
  url?: string;
  /** ISO time on the client; default now. */
  clientTime?: string;
  /** Default: read from `navigator`. */
  browser?: BrowserDetails;
}

export interface CrashReporterOptions {
  baseUrl?: string;
  fetch?: FetchLike;
  getContext?: ContextGetter;
  timeoutMs?: number;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    return error.stack && error.stack.includes(error.message)
      ? error.stack
      : `${head}\n${error.stack ?? ''}`.trim();
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function currentBrowserDetails(): BrowserDetails {
  const nav = (globalThis as { navigator?: Partial<Navigator> }).navigator;
  const win = globalThis as { innerWidth?: number; innerHeight?: number };
  const details: BrowserDetails = { userAgent: nav?.userAgent ?? 'unknown' };
  if (nav?.language) details.language = nav.language;
  if (nav?.platform) details.platform = nav.platform;
  if (typeof win.innerWidth === 'number' && typeof win.innerHeight === 'number') {
    details.viewport = `${win.innerWidth}x${win.innerHeight}`;
  }
  return details;
}

function cut(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/** The body sent for a report: defaults filled in, every value cut to the contract's limits. */
export function crashReportBody(report: CrashReport, pageUrl = ''): CrashReportBody {
  const browser: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(report.browser ?? currentBrowserDetails()).slice(0, 30)) {
    if (value === undefined) continue;
    browser[key] = typeof value === 'string' ? cut(value, LIMITS.browserValue) : value;
  }
  const body: CrashReportBody = {
    error: cut(errorText(report.error), LIMITS.error) || 'Unknown error',
    info: cut(report.info ?? '', LIMITS.info),
    url: cut(report.url ?? pageUrl, LIMITS.url),
    clientTime: cut(report.clientTime ?? new Date().toISOString(), LIMITS.clientTime),
    browser,
  };
  // Multi-byte text can pass the character limits and still exceed 64 KiB: shorten info, then the error.
  const size = () => new TextEncoder().encode(JSON.stringify(body)).byteLength;
  while (size() > LIMITS.bodyBytes && (body.info ?? '').length > 0)
    body.info = cut(body.info ?? '', Math.floor((body.info ?? '').length / 2));
  while (size() > LIMITS.bodyBytes && body.error.length > 1)
    body.error = cut(body.error, Math.floor(body.error.length / 2));
  return body;
}

/**
 * POSTs a crash report to `/v3/crashlytics` with a 60 s timeout. Never throws: resolves true when the server
 * accepted it, false otherwise (a crash screen must not crash).
 */
export async function reportCrash(report: CrashReport, options: CrashReporterOptions = {}): Promise<boolean> {
  try {
    const transport = new Transport({
      fetch: options.fetch,
      getContext: options.getContext,
      timeoutMs: options.timeoutMs ?? CRASH_REPORT_TIMEOUT_MS,
    });
    const location = (globalThis as { location?: { href?: string; origin?: string } }).location;
    const baseUrl = (options.baseUrl ?? location?.origin ?? '').replace(/\/+$/, '');
    const body = crashReportBody(report, location?.href ?? '');
    const { response } = await transport.send(
      {
        url: `${baseUrl}${CRASH_REPORT_PATH}`,
        method: 'POST',
        headers: new Headers({ 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      },
      { kind: 'rest', skipRefresh: true },
    );
    return response.ok;
  } catch {
    return false;
  }
}
