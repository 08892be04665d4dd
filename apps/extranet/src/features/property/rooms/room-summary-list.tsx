import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { roomTypeName } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { EmptyState } from '@extranet/ui/empty-state';
import { useToast } from '@extranet/ui/toast';
import { errorMessage } from '../../../shared/api/error-message';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as css from '../../../shared/styles/page.css';
import * as own from './rooms.css';
import { deleteRoomData } from './api/delete-room-data';
import { roomDataKey, useRoomDataList } from './api/list-room-data';
import { standardNameState, type AccommodationType, type RoomData } from './model';
import { usePropertyKind } from './use-property-kind';

export interface RoomSummaryListProps {
  hotelId: number;
  onAdd: () => void;
  onEdit: (roomId: number) => void;
  /** Shows a "view" action when given. */
  onView?: (roomId: number) => void;
  /** Defaults to the current property's. */
  accommodationType?: AccommodationType;
}

function StandardName({ room, timeZone }: { room: RoomData; timeZone: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const state = standardNameState(room, lang, timeZone);
  if (state.kind === 'none') return <span className={css.muted}>{t('propertyRooms.list.standardNone')}</span>;
  return (
    <span>
      {state.name}{' '}
      <span className={state.kind === 'applied' ? css.pill.success : css.pill.warning}>
        {state.kind === 'applied'
          ? t('propertyRooms.list.standardApplied')
          : t('propertyRooms.list.standardPending', { time: state.time })}
      </span>
    </span>
  );
}

/** The rooms (units) of a property as cards: standard name, photo and facility counts; add, edit, delete. */
export function RoomSummaryList(props: RoomSummaryListProps) {
  const t = useT();
  const { lang } = useLanguage();
  const property = usePropertyKind();
  const kind = props.accommodationType ?? property.accommodationType;
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const list = useRoomDataList(props.hotelId);
  const [deleting, setDeleting] = useState<RoomData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = <Button onClick={props.onAdd}>{t(`propertyRooms.list.add${kind}`)}</Button>;
  if (list.isPending) return <ListSkeleton label={t('shell.loading')} />;
  if (list.isError)
    return <RequestErrorScreen headingLevel={2} error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0)
    return <EmptyState title={t(`propertyRooms.list.empty${kind}`)} actions={add} />;
  const remove = async (room: RoomData) => {
    try {
      await deleteRoomData(props.hotelId, room.roomId);
      setProblem(null);
      showSuccess(t('propertyRooms.list.deleted', { name: room.name }));
      await queryClient.invalidateQueries({ queryKey: roomDataKey(props.hotelId) });
    } catch (error) {
      setProblem(errorMessage(error, t('propertyRooms.list.deleteFailed')));
    }
  };
  return (
    <div className={own.stack}>
      <div>{add}</div>
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <ul className={own.cards} aria-label={t(`propertyRooms.list.title${kind}`)}>
        {list.data.map((room) => (
          <li key={room.roomId} className={css.card}>
            <h2 className={css.cardTitle}>{room.name}</h2>
            <dl className={css.facts}>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('propertyRooms.list.standardName')}</dt>
                <dd className={css.factValue}>
                  <StandardName room={room} timeZone={property.timeZone} />
                </dd>
              </div>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('propertyRooms.form.roomType')}</dt>
                <dd className={css.factValue}>{roomTypeName(room.roomType, lang)}</dd>
              </div>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('propertyRooms.list.count')}</dt>
                <dd className={css.factValue}>{room.roomCount}</dd>
              </div>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('propertyRooms.list.photos')}</dt>
                <dd className={css.factValue}>
                  {t('propertyRooms.list.photoCount', { count: room.photoCount })}
                </dd>
              </div>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('propertyRooms.list.facilities')}</dt>
                <dd className={css.factValue}>
                  {t('propertyRooms.list.facilityCount', { count: room.facilities.length })}
                </dd>
              </div>
            </dl>
            <div className={css.actions}>
              {props.onView ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${t('propertyRooms.common.view')} ${room.name}`}
                  onClick={() => props.onView?.(room.roomId)}
                >
                  {t('propertyRooms.common.view')}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${t('propertyRooms.common.edit')} ${room.name}`}
                onClick={() => props.onEdit(room.roomId)}
              >
                {t('propertyRooms.common.edit')}
              </Button>
              <Button
                variant="danger"
                size="sm"
                aria-label={`${t('propertyRooms.common.delete')} ${room.name}`}
                onClick={() => setDeleting(room)}
              >
                {t('propertyRooms.common.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('propertyRooms.list.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('propertyRooms.list.deleteBody')}
        confirmLabel={t('propertyRooms.common.delete')}
        cancelLabel={t('propertyRooms.common.cancel')}
        tone="danger"
        onConfirm={async () => {
          if (deleting) await remove(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
