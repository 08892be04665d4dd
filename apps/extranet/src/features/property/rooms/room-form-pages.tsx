import { useNavigate, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../shared/components/status-screens';
import { useT } from '../../../shared/i18n/language';
import { ROOM_DATA_PATH as BASE, roomIdOf } from './model';
import { RoomPage as Page } from './room-page';
import { RoomForm } from './room-form';
import { usePropertyKind } from './use-property-kind';

// The create and edit pages load the rich text editor; the list and view pages do not.

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
