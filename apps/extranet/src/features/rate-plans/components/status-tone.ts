import type { BadgeTone } from '@extranet/ui/badge';
import type { RatePlan } from '../model';

/** The badge tone of a rate plan's status, in the list and on the form. */
export const STATUS_TONE: Record<RatePlan['derivedStatus'], BadgeTone> = {
  ACTIVE: 'success',
  UPCOMING: 'info',
  EXPIRED: 'warning',
  INACTIVE: 'neutral',
};
