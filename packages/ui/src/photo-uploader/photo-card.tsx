import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, KeyboardEvent } from 'react';
import { cx } from '../internal/cx.js';
import { visuallyHidden } from '../theme/shared.css.js';
import type { PhotoError } from './checks.js';
import { AlertIcon, GripIcon, RetryIcon, StarIcon, TrashIcon } from './icons.js';
import * as s from './photo-uploader.css.js';
import type { PhotoItem } from './use-photo-queue.js';

interface PhotoCardProps {
  item: PhotoItem;
  /** The uploader's id, prefix of the ids of the card's handle and error. */
  idPrefix: string;
  isMain: boolean;
  canReorder: boolean;
  captions: boolean;
  maxCaptionLength: number | undefined;
  disabled: boolean | undefined;
  t: (key: string, params?: Record<string, unknown>) => string;
  bytes: (n: number) => string;
  errorText: (error: PhotoError) => string;
  onCaption: (caption: string) => void;
  onHandleKey: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onSetMain: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

/**
 * One photo as a dnd-kit sortable card: thumbnail, name, size, progress or error, caption, and its actions
 * (reorder handle, main photo, retry, remove).
 */
export function PhotoCard(props: PhotoCardProps) {
  const { item, idPrefix, isMain, canReorder, disabled, t, bytes } = props;
  const sortable = useSortable({
    id: item.key,
    disabled: !canReorder,
    attributes: { roleDescription: t('ui.photoUploader.roleDescription') },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 1 : undefined,
  };
  const src = item.preview ?? item.url;
  const errorId = `${idPrefix}-error-${item.key}`;
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      data-photo-key={item.key}
      className={cx(
        s.card,
        item.status === 'error' && s.cardError,
        isMain && s.cardMain,
        sortable.isDragging && s.cardDragging,
      )}
    >
      <div className={s.thumb}>
        {src ? <img className={s.image} src={src} alt={item.caption || item.name} /> : null}
        {isMain ? <span className={s.mainBadge}>{t('ui.photoUploader.main')}</span> : null}
      </div>
      <div className={s.body}>
        <span className={s.name} title={item.name}>
          {item.name}
        </span>
        {item.size !== null ? <span className={s.meta}>{bytes(item.size)}</span> : null}
        {item.status === 'uploading' ? (
          <>
            <div
              role="progressbar"
              aria-label={t('ui.photoUploader.progressOf', { name: item.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(item.progress * 100)}
              className={s.progress}
            >
              <div className={s.progressBar} style={{ width: `${Math.round(item.progress * 100)}%` }} />
            </div>
            <span className={s.status}>
              {t('ui.photoUploader.uploading', {
                percent: Math.round(item.progress * 100),
              })}
            </span>
          </>
        ) : item.status === 'error' && item.error ? (
          <p id={errorId} className={s.fileError} role="alert">
            <AlertIcon />
            <span>
              <span className={visuallyHidden}>{t('ui.photoUploader.failed')}: </span>
              {props.errorText(item.error)}
            </span>
          </p>
        ) : (
          <span className={cx(s.status, item.status === 'done' && s.statusDone)}>
            {item.status === 'done'
              ? t('ui.photoUploader.uploaded')
              : item.status === 'checking'
                ? t('ui.photoUploader.checking')
                : t('ui.photoUploader.waiting')}
          </span>
        )}
        {props.captions && item.status === 'done' ? (
          <input
            className={s.caption}
            value={item.caption}
            maxLength={props.maxCaptionLength}
            disabled={disabled}
            placeholder={t('ui.photoUploader.captionPlaceholder')}
            aria-label={t('ui.photoUploader.captionOf', { name: item.name })}
            onChange={(e) => props.onCaption(e.currentTarget.value)}
          />
        ) : null}
        <div className={s.actions}>
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            id={`${idPrefix}-handle-${item.key}`}
            className={s.handle}
            disabled={!canReorder}
            aria-label={t('ui.photoUploader.handle', { name: item.name })}
            onKeyDown={props.onHandleKey}
          >
            <GripIcon />
          </button>
          {item.status === 'done' ? (
            <button
              type="button"
              className={s.iconButton}
              aria-pressed={isMain}
              disabled={disabled}
              aria-label={t('ui.photoUploader.setMain', { name: item.name })}
              onClick={props.onSetMain}
            >
              <StarIcon filled={isMain} />
            </button>
          ) : null}
          {item.status === 'error' && item.error?.code === 'upload' ? (
            <button
              type="button"
              className={s.iconButton}
              disabled={disabled}
              aria-label={t('ui.photoUploader.retryOf', { name: item.name })}
              aria-describedby={errorId}
              onClick={props.onRetry}
            >
              <RetryIcon />
            </button>
          ) : null}
          <span className={s.spacer} />
          <button
            type="button"
            className={cx(s.iconButton, s.danger)}
            disabled={disabled || item.status === 'uploading'}
            aria-label={t('ui.photoUploader.remove', { name: item.name })}
            onClick={props.onRemove}
          >
            <TrashIcon />
          </button>
        </div>
      </div>
    </li>
  );
}
