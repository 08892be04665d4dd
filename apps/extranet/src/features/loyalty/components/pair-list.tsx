import { useT } from '../../../shared/i18n/language';
import { groupByRoom, type NamedPair } from '../model';
import * as css from './loyalty.css';

/** Rooms with their rate plans, one line a room. */
export function PairList({ pairs, label }: { pairs: readonly NamedPair[]; label: string }) {
  const t = useT();
  if (pairs.length === 0) return <p className={css.small}>{t('loyalty.participation.noPairs')}</p>;
  return (
    <ul className={css.roomList} aria-label={label}>
      {groupByRoom(pairs).map((room) => (
        <li key={room.roomId}>
          <span className={css.roomName}>{room.roomName}</span>
          {': '}
          {room.ratePlans.join(', ')}
        </li>
      ))}
    </ul>
  );
}
