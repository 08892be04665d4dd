import { useEffect, useState } from 'react';
import { Button } from '@extranet/ui/button';
import { Dialog } from '@extranet/ui/dialog';
import { Badge } from '@extranet/ui/badge';
import { useT } from '../../../../shared/i18n/language';
import { photoUrl, stepIndex, type ReviewPhoto } from '../model';
import * as css from './review.css';

/**
 * Thumbnails that open the photos at full size in a dialog: left/right arrows browse (wrapping), Esc closes and
 * focus returns to the thumbnail.
 */
export function PhotoGallery({ photos, label }: { photos: readonly ReviewPhoto[]; label: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  const current = open === null ? undefined : photos[open];
  const go = (delta: number) => setOpen((i) => (i === null ? null : stepIndex(i, count, delta)));
  const isOpen = open !== null;
  // Arrows browse wherever the focus is inside the dialog (its close button, the previous/next buttons).
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      setOpen((i) => (i === null ? null : stepIndex(i, count, event.key === 'ArrowRight' ? 1 : -1)));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, count]);
  if (count === 0) return <p className={css.small}>{t('review.detail.noPhotos')}</p>;
  return (
    <>
      <ul className={css.photoGrid} aria-label={label}>
        {photos.map((photo, index) => {
          const src = photoUrl(photo, 'thumb');
          return (
            <li key={photo.photoId}>
              <button
                type="button"
                className={css.thumbButton}
                onClick={() => setOpen(index)}
                aria-label={t('review.lightbox.open', { index: index + 1, count })}
              >
                {src ? <img src={src} alt={photo.caption} className={css.thumb} loading="lazy" /> : null}
              </button>
              {photo.isMain || photo.caption ? (
                <div className={css.small}>
                  {photo.isMain ? <Badge tone="info">{t('review.lightbox.main')}</Badge> : null}{' '}
                  {photo.caption}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={current !== undefined}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        title={t('review.lightbox.title', { index: (open ?? 0) + 1, count })}
        description={t('review.lightbox.hint')}
        size="lg"
      >
        {current ? (
          <div className={css.stack}>
            <img
              src={photoUrl(current, 'full') ?? ''}
              alt={current.caption || t('review.lightbox.noCaption')}
              width={current.width}
              height={current.height}
              className={css.lightboxImage}
              style={{ width: 'auto', height: 'auto' }}
            />
            <div className={css.lightboxBar}>
              <Button variant="secondary" onClick={() => go(-1)} disabled={count < 2}>
                {t('review.lightbox.previous')}
              </Button>
              <span className={css.small}>
                {current.isMain ? `${t('review.lightbox.main')} · ` : ''}
                {current.caption || t('review.lightbox.noCaption')}
              </span>
              <Button variant="secondary" onClick={() => go(1)} disabled={count < 2}>
                {t('review.lightbox.next')}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
