import { useSearchParams } from 'react-router-dom';
import { Select } from '@extranet/ui/select';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { useT } from '../../../shared/i18n/language';
import { useSignedInSession } from '../../../shared/session/session';
import * as page from '../../../shared/styles/page.css';
import { usePhotoGallery } from '../../../shared/photos/list-photos';
import { groupKey } from './model';
import { groupOptions, PhotoManager } from './photo-manager';

/** /v3/property/photo-gallery: the photos of the property and of each room, one group at a time. */
export function PhotoGalleryPage() {
  const t = useT();
  usePageTitle(t('propertyPhotos.title'));
  const hotelId = useSignedInSession().currentHotelId ?? 0;
  const query = usePhotoGallery(hotelId);
  // The group shown is in the URL (?room=<roomId>): a reload or a shared link shows the same photos.
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('room') ?? 0);
  const known = query.data?.groups.some((g) => groupKey(g.roomId) === wanted) ?? false;
  const roomId = known && wanted > 0 ? wanted : null;
  return (
    <div className={page.page} style={{ maxWidth: 1200 }}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('propertyPhotos.title')}</h1>
        <p className={page.subtitle}>{t('propertyPhotos.subtitle')}</p>
      </header>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div style={{ maxWidth: 420 }}>
            <Select<number>
              label={t('propertyPhotos.filter')}
              description={t('propertyPhotos.filterHelp')}
              options={groupOptions(t, query.data)}
              value={groupKey(roomId)}
              onChange={(id) =>
                setParams(
                  (p) => {
                    if (id) p.set('room', String(id));
                    else p.delete('room');
                    return p;
                  },
                  { replace: true },
                )
              }
            />
          </div>
          <PhotoManager key={groupKey(roomId)} hotelId={hotelId} roomId={roomId} mode="content" />
        </>
      )}
    </div>
  );
}
