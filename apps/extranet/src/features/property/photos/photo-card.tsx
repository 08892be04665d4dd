import { useState } from 'react';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { Select } from '@extranet/ui/select';
import { TextField } from '@extranet/ui/text-field';
import { PHOTO_CAPTION_MAX_LENGTH } from '@extranet/domain';
import { useT } from '../../../shared/i18n/language';
import { groupKey, type Photo } from './model';
import * as css from './photos.css';

export interface PhotoCardActions {
  onOpen: () => void;
  onSetMain: () => Promise<void>;
  onCaption: (caption: string) => Promise<void>;
  onMove: (delta: number) => Promise<void>;
  onMoveTo: (roomId: number | null) => Promise<void>;
  onDelete: () => Promise<void>;
}

/**
 * One photo: its thumbnail (opens the full size), the main-photo badge, caption, order (up/down buttons, so
 * the keyboard can order too), the room it belongs to, and delete after a confirmation.
 */
export function PhotoCard(
  props: {
    photo: Photo;
    position: number;
    total: number;
    /** Rooms to move to: the property is key 0. Empty hides the choice. */
    groups: readonly { id: number; label: string }[];
    disabled?: boolean;
    captionError?: string;
  } & PhotoCardActions,
) {
  const t = useT();
  const { photo, position, total } = props;
  const name = t('propertyPhotos.photoName', { position });
  const [caption, setCaption] = useState(photo.caption);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const disabled = props.disabled || busy;
  return (
    <li className={css.card} aria-label={name} data-testid="photo-card">
      <div className={css.thumbFrame}>
        <button
          type="button"
          className={css.thumbButton}
          onClick={props.onOpen}
          aria-label={t('propertyPhotos.open', { name })}
        >
          <img className={css.thumb} src={photo.urls.thumb} alt={photo.caption || name} loading="lazy" />
        </button>
        {/* The main photo's badge, or on every other photo the button that makes it the main one: in the same
            place on every card, so the rows below line up across the gallery. */}
        <span className={css.badge}>
          {photo.isMain ? (
            <Badge tone="success">{t('propertyPhotos.main')}</Badge>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              disabled={disabled}
              aria-label={t('propertyPhotos.setMainOf', { name })}
              onClick={() => void run(props.onSetMain)}
            >
              {t('propertyPhotos.setMain')}
            </Button>
          )}
        </span>
      </div>
      <p className={css.meta}>{t('propertyPhotos.size', { width: photo.width, height: photo.height })}</p>
      <TextField
        label={t('propertyPhotos.captionOf', { name })}
        description={t('propertyPhotos.captionHelp', { max: PHOTO_CAPTION_MAX_LENGTH })}
        value={caption}
        onChange={setCaption}
        maxLength={PHOTO_CAPTION_MAX_LENGTH}
        isDisabled={disabled}
        {...(props.captionError ? { error: props.captionError } : {})}
      />
      <div className={css.row}>
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled || caption.trim() === photo.caption}
          onClick={() => void run(() => props.onCaption(caption))}
        >
          {t('propertyPhotos.saveCaption')}
        </Button>
      </div>
      <div className={css.row}>
        <Button
          size="sm"
          variant="ghost"
          data-move="up"
          disabled={disabled || position === 1}
          aria-label={t('propertyPhotos.moveUp', { name })}
          onClick={() => void run(() => props.onMove(-1))}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          data-move="down"
          disabled={disabled || position === total}
          aria-label={t('propertyPhotos.moveDown', { name })}
          onClick={() => void run(() => props.onMove(1))}
        >
          ↓
        </Button>
        <ConfirmDialog
          title={t('propertyPhotos.deleteTitle')}
          message={t('propertyPhotos.deleteBody')}
          confirmLabel={t('propertyPhotos.delete')}
          tone="danger"
          onConfirm={props.onDelete}
          trigger={
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled}
              aria-label={t('propertyPhotos.deleteOf', { name })}
            >
              {t('propertyPhotos.delete')}
            </Button>
          }
        />
      </div>
      {props.groups.length > 1 ? (
        <Select<number>
          label={t('propertyPhotos.moveToOf', { name })}
          options={props.groups}
          value={groupKey(photo.roomId)}
          isDisabled={disabled}
          onChange={(id) => {
            if (id !== null && id !== groupKey(photo.roomId))
              void run(() => props.onMoveTo(id === 0 ? null : id));
          }}
        />
      ) : null}
    </li>
  );
}
