import type { ContextGetter } from './context.js';
import { Transport, type FetchLike } from './transport.js';

export const CRASH_REPORT_TIMEOUT_MS = 60_000;
export const CRASH_REPORT_PATH = '/v3/crashlytics';

export interface BrowserDetails {
  userAgent: string;
  language?: string;
  platform?: string;
  viewport?: string;
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
    const body = {
      error: errorText(report.error),
      info: report.info ?? '',
      url: report.url ?? location?.href ?? '',
      clientTime: report.clientTime ?? new Date().toISOString(),
      browser: report.browser ?? currentBrowserDetails(),
    };
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
