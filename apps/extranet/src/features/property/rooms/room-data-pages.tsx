import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { buttonClassName } from '@extranet/ui/button';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen, StatusPanel } from '../../../shared/components/status-screens';
import { useT } from '../../../shared/i18n/language';
import * as css from '../../../shared/styles/page.css';
import { useRoomData } from './api/get-room-data';
import { RoomForm } from './room-form';
import { RoomSummaryList } from './room-summary-list';
import { RoomView } from './room-view';
import { usePropertyKind } from './use-property-kind';

const BASE = '/v3/property/room-data';

function Page({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className={css.page} style={{ maxWidth: 1040 }}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{title}</h1>
        {subtitle ? <p className={css.subtitle}>{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}

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

/** /v3/property/room-data/create. */
export function RoomDataCreatePage() {
  const t = useT();
  const navigate = useNavigate();
  const { hotelId, accommodationType: kind } = usePropertyKind();
  return (
    <Page title={t(`propertyRooms.form.createTitle${kind}`)}>
      <RoomForm
        hotelId={hotelId}
        mode="content"
        accommodationType={kind}
        onSaved={(id) => void navigate(`${BASE}/view/${id}`)}
        onCancel={() => void navigate(BASE)}
      />
    </Page>
  );
}

const roomIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /v3/property/room-data/edit/:roomId. */
export function RoomDataEditPage() {
  const t = useT();
  const navigate = useNavigate();
  const roomId = roomIdOf(useParams().roomId);
  const { hotelId, accommodationType: kind } = usePropertyKind();
  return (
    <Page title={t(`propertyRooms.form.editTitle${kind}`)}>
      {roomId === null ? (
        <StatusPanel headingLevel={2} title={t('propertyRooms.form.notFound')} />
      ) : (
        <RoomForm
          hotelId={hotelId}
          roomId={roomId}
          mode="content"
          accommodationType={kind}
          onSaved={(id) => void navigate(`${BASE}/view/${id}`)}
          onCancel={() => void navigate(BASE)}
        />
      )}
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
