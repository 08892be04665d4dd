import { landingPath } from '@extranet/domain';
import { toAccessContext } from './access';
import type { Session } from './session';

/** Only same-site product paths are followed after sign-in (never `//host` or a full URL). */
export function safeRef(ref: string | null): string | null {
  if (!ref) return null;
  if (!ref.startsWith('/') || ref.startsWith('//') || ref.startsWith('/\\')) return null;
  if (ref === '/login' || ref.startsWith('/login?') || ref.startsWith('/v3/app/login')) return null;
  return ref;
}

/** Where a user goes after signing in: back to the page that sent them, else their landing page. */
export function afterSignInPath(session: Session, ref: string | null): string {
  return safeRef(ref) ?? landingPath(toAccessContext(session));
}
