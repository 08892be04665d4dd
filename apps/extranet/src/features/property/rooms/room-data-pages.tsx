import { Link, useNavigate, useParams } from 'react-router-dom';
import { buttonClassName } from '@extranet/ui/button';
import { PageLoading, RequestErrorScreen, StatusPanel } from '../../../shared/components/status-screens';
import { useT } from '../../../shared/i18n/language';
import * as css from '../../../shared/styles/page.css';
import { useRoomData } from './api/get-room-data';
import { RoomSummaryList } from './room-summary-list';
import { RoomView } from './room-view';
import { usePropertyKind } from './use-property-kind';
import { RoomPage as Page } from './room-page';
import { ROOM_DATA_PATH as BASE, roomIdOf } from './model';

/** /v3/property/room-data: the rooms (units) with their standard names and counts. */
export function RoomDataPage() {
  const t = useT();
  const navigate = useNavigate();
  const { hotelId, accommodationType: kind } = usePropertyKind();
  return (
    <Page title={t(`propertyRooms.list.title${kind}`)} subtitle={t(`propertyRooms.list.subtitle${kind}`)}>
      <RoomSummaryList
        hotelId={hotelId}
        accommodationType={kind}
        onAdd={() => void navigate(`${BASE}/create`)}
        onEdit={(id) => void navigate(`${BASE}/edit/${id}`)}
        onView={(id) => void navigate(`${BASE}/view/${id}`)}
      />
    </Page>
  );
}

/** /v3/property/room-data/view/:roomId. */
export function RoomDataViewPage() {
  const t = useT();
  const roomId = roomIdOf(useParams().roomId);
  const { hotelId, accommodationType: kind, timeZone } = usePropertyKind();
  const room = useRoomData(hotelId, roomId ?? 0, roomId !== null);
  const body =
    roomId === null || (room.isError && (room.error as { status?: number }).status === 404) ? (
      <StatusPanel headingLevel={2} title={t('propertyRooms.form.notFound')} />
    ) : room.isPending ? (
      <PageLoading />
    ) : room.isError ? (
      <RequestErrorScreen headingLevel={2} error={room.error} onRetry={() => void room.refetch()} />
    ) : (
      <>
        <div className={css.actions}>
          <Link to={BASE} className={buttonClassName({ variant: 'secondary' })}>
            {t('propertyRooms.common.back')}
          </Link>
          <Link to={`${BASE}/edit/${room.data.roomId}`} className={buttonClassName({ variant: 'primary' })}>
            {t('propertyRooms.common.edit')}
          </Link>
        </div>
        <RoomView room={room.data} timeZone={timeZone} />
      </>
    );
  return <Page title={t(`propertyRooms.form.viewTitle${kind}`)}>{body}</Page>;
}
