import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSwitchProperty } from '../../shared/session/actions';
import type { Session } from '../../shared/session/session';

/**
 * A link that names a property (`?hotelId=`, as a chat push opens /v3/chat) shows its page on that property: when
 * it is another of the user's properties the session switches to it first, and meanwhile this returns true (the
 * page waits, so it never reads the wrong property's data). The parameter then leaves the address. A property the
 * user does not have is ignored: the page shows the current one, as for any other link.
 */
export function usePropertyFromLink(session: Session): boolean {
  const [params, setParams] = useSearchParams();
  const switchProperty = useSwitchProperty({ stay: true });
  const { mutate } = switchProperty;
  const linked = params.get('hotelId');
  const wanted = linked === null ? null : Number(linked);
  const switching =
    wanted !== null &&
    wanted !== session.currentHotelId &&
    session.hotels.some((hotel) => hotel.hotelId === wanted);
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (linked === null) return;
    const drop = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('hotelId');
          return next;
        },
        { replace: true },
      );
    if (!switching || wanted === null) {
      drop();
      return;
    }
    // One switch per link (effects run again while it is on its way); a later link may ask for it again.
    if (started.current === wanted) return;
    started.current = wanted;
    mutate(wanted, {
      onSettled: () => {
        started.current = null;
        drop();
      },
    });
  }, [linked, wanted, switching, mutate, setParams]);
  return switching;
}
