import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@extranet/api';
import { Dialog } from '@extranet/ui/dialog';
import { EmptyState } from '@extranet/ui/empty-state';
import { useToast } from '@extranet/ui/toast';
import { photosStillNeeded } from '@extranet/domain';
import { errorMessage } from '../../../shared/api/error-message';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { deletePhoto } from './api/delete-photo';
import { photosKey, usePhotoGallery } from '../../../shared/photos/list-photos';
import { reorderPhotos } from './api/reorder-photos';
import { updatePhoto } from './api/update-photo';
import { groupKey, groupOf, movedOrder, type Photo, type PhotoGallery } from './model';
import { PhotoCard } from './photo-card';
import * as css from './photos.css';
import { UploadZone } from '../../../shared/photos/upload-zone';
import { useUploadQueue } from '../../../shared/photos/use-upload-queue';

export interface PhotoManagerProps {
  hotelId: number;
  /** The room or unit whose photos these are; null or absent for the property's own photos. */
  roomId?: number | null;
  /** `registration`: the wizard's photo steps (photos stay in the step's group); `content`: the gallery page. */
  mode: 'registration' | 'content';
  /** Photos the step needs (SPEC 5: 3 for a hotel, 2 per unit): the manager says how many are still missing. */
  minimum?: number;
}

/** Labels of the groups a photo can move to (content mode). */
export function groupOptions(t: ReturnType<typeof useT>, gallery: PhotoGallery) {
  return gallery.groups.map((g) => ({
    id: groupKey(g.roomId),
    label:
      g.roomId === null
        ? t('propertyPhotos.propertyGroup', { count: g.photos.length })
        : t('propertyPhotos.roomGroup', { name: g.name ?? '', count: g.photos.length }),
  }));
}

/**
 * Upload and arrange the photos of a property or of one of its rooms: drop zone and file button, per-file
 * progress and errors, the photos with main badge, caption, order, room and delete, and the full-size view.
 * Embedded by the registration wizard (property-photo step, each unit or room) and the photo gallery page.
 */
export function PhotoManager({ hotelId, roomId = null, mode, minimum }: PhotoManagerProps) {
  const t = useT();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const query = usePhotoGallery(hotelId);
  const [open, setOpen] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [captionErrors, setCaptionErrors] = useState<Record<number, string>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: photosKey(hotelId) });
  const upload = useUploadQueue({ hotelId, roomId, t, lang, onUploaded: () => void refresh() });

  /** Runs a change, says how it went (a toast), and reads the gallery again. True when it succeeded. */
  const change = async (work: () => Promise<unknown>, success: string | null, fallback: string) => {
    try {
      await work();
      if (success) showSuccess(success);
      return true;
    } catch (error) {
      showError(errorMessage(error, fallback));
      return false;
    } finally {
      await refresh();
    }
  };

  if (query.isPending) {
    return (
      <p role="status" className={css.meta}>
        {t('propertyPhotos.loading')}
      </p>
    );
  }
  if (query.isError) {
    return <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const photos: Photo[] = groupOf(query.data, roomId)?.photos ?? [];
  const needed = photosStillNeeded(photos.length, minimum);
  const shown = photos.findIndex((p) => p.photoId === open);
  const current = shown >= 0 ? photos[shown] : undefined;
  const groups = mode === 'content' ? groupOptions(t, query.data) : [];

  const saveCaption = async (photo: Photo, caption: string) => {
    try {
      await updatePhoto(hotelId, photo.photoId, { caption });
      setCaptionErrors(({ [photo.photoId]: _gone, ...rest }) => rest);
      showSuccess(t('propertyPhotos.captionSaved'));
      await refresh();
    } catch (error) {
      const field = isApiError(error) ? error.errors?.find((e) => e.field === 'caption') : undefined;
      if (field) setCaptionErrors((all) => ({ ...all, [photo.photoId]: field.message }));
      else showError(errorMessage(error, t('propertyPhotos.failed.save')));
    }
  };
  const move = async (index: number, delta: number) => {
    const ids = movedOrder(photos, index, delta);
    if (!ids) return;
    const moved = await change(() => reorderPhotos(hotelId, ids), null, t('propertyPhotos.failed.save'));
    if (!moved) return;
    setAnnouncement(
      t('propertyPhotos.moved', {
        name: t('propertyPhotos.photoName', { position: index + 1 }),
        position: index + delta + 1,
        total: photos.length,
      }),
    );
    // Keep the keyboard on the photo that moved: its button of the same direction, at its new place.
    requestAnimationFrame(() => {
      const cards = document.querySelectorAll<HTMLElement>('[data-testid="photo-card"]');
      cards[index + delta]
        ?.querySelector<HTMLButtonElement>(`[data-move="${delta < 0 ? 'up' : 'down'}"]`)
        ?.focus();
    });
  };

  return (
    <div className={css.manager}>
      <UploadZone
        items={upload.items}
        onFiles={(files) => void upload.addFiles(files)}
        onRetry={upload.retry}
        onDismiss={upload.dismiss}
        onClearDone={upload.clearDone}
      />
      {minimum ? (
        <p className={`${css.notice} ${needed > 0 ? css.noticeWarn : ''}`} role="status">
          {needed > 0
            ? t('propertyPhotos.stillNeeded', { count: needed, minimum })
            : t('propertyPhotos.enough', { minimum })}
        </p>
      ) : null}
      {photos.length === 0 ? (
        <EmptyState title={t('propertyPhotos.empty')} description={t('propertyPhotos.emptyBody')} />
      ) : (
        <>
          <p className={css.meta}>{t('propertyPhotos.count', { count: photos.length })}</p>
          <ul className={css.grid} aria-label={t('propertyPhotos.title')}>
            {photos.map((photo, index) => (
              <PhotoCard
                key={photo.photoId}
                photo={photo}
                position={index + 1}
                total={photos.length}
                groups={groups}
                {...(captionErrors[photo.photoId] ? { captionError: captionErrors[photo.photoId] } : {})}
                onOpen={() => setOpen(photo.photoId)}
                onSetMain={async () => {
                  await change(
                    () => updatePhoto(hotelId, photo.photoId, { isMain: true }),
                    t('propertyPhotos.mainSet'),
                    t('propertyPhotos.failed.save'),
                  );
                }}
                onCaption={(caption) => saveCaption(photo, caption)}
                onMove={(delta) => move(index, delta)}
                onMoveTo={async (target) => {
                  await change(
                    () => updatePhoto(hotelId, photo.photoId, { roomId: target }),
                    t('propertyPhotos.movedTo'),
                    t('propertyPhotos.failed.save'),
                  );
                }}
                onDelete={async () => {
                  await change(
                    () => deletePhoto(hotelId, photo.photoId),
                    t('propertyPhotos.deleted'),
                    t('propertyPhotos.failed.delete'),
                  );
                }}
              />
            ))}
          </ul>
        </>
      )}
      <div aria-live="polite" className={css.visuallyHidden}>
        {announcement}
      </div>
      <Dialog
        title={t('propertyPhotos.fullSize', { position: shown + 1, total: photos.length })}
        open={current !== undefined}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        size="lg"
      >
        {current ? (
          <img
            className={css.full}
            src={current.urls.large}
            alt={current.caption || t('propertyPhotos.photoName', { position: shown + 1 })}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
