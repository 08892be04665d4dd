import type { BadgeTone } from '@extranet/ui/badge';
import type { BookingStatus } from '@extranet/domain';

export const STATUS_TONE: Record<BookingStatus, BadgeTone> = {
  ISSUED: 'success',
  EXPIRED: 'neutral',
  REFUND: 'warning',
  CANCELLED: 'danger',
};
