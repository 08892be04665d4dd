import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { formatBytes } from '@extranet/domain';
import { useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../button/index.js';
import { cx } from '../internal/cx.js';
import * as field from '../internal/field.css.js';
import { useUi, useUiText } from '../provider/index.js';
import { visuallyHidden } from '../theme/shared.css.js';
import {
  DEFAULT_PHOTO_LIMITS,
  moveItem,
  readImageSize as defaultReadImageSize,
  type PhotoError,
  type PhotoLimits,
} from './checks.js';
import { AlertIcon, UploadIcon } from './icons.js';
import { PhotoCard } from './photo-card.js';
import * as s from './photo-uploader.css.js';
import { usePhotoQueue, type PhotoUploadFn, type UploadedPhoto } from './use-photo-queue.js';

export type { PhotoUploadFn, UploadedPhoto } from './use-photo-queue.js';

export interface PhotoUploaderProps {
  label?: ReactNode;
  description?: ReactNode;
  upload: PhotoUploadFn;
  /** Photos already stored (e.g. loaded from the server). */
  defaultValue?: readonly UploadedPhoto[];
  /** Every change of the stored photos: uploaded, removed, reordered, captioned, main chosen. */
  onChange?: (photos: UploadedPhoto[]) => void;
  limits?: Partial<PhotoLimits>;
  /** At least this many photos (SPEC 5: 3 for hotels, 2 for non-hotel units). */
  minPhotos?: number;
  /** Show the "too few" error now (e.g. after a submit attempt); otherwise it shows once photos were added. */
  showRequiredError?: boolean;
  /** Photos can be captioned. */
  captions?: boolean;
  maxCaptionLength?: number;
  /** Uploads at the same time. */
  concurrency?: number;
  disabled?: boolean;
  /** Reads pixel size; injectable for tests. */
  readImageSize?: (file: File) => Promise<{ width: number; height: number }>;
  className?: string;
}

/**
 * Chooses, checks, uploads and arranges property photos: JPG/JPEG only, size and resolution limits, at most
 * `maxFiles` per upload, progress and retry per file, main photo, captions, and reordering by drag or by the
 * arrow keys on a photo's handle. Every refused file stays in the list with its reason.
 */
export function PhotoUploader(props: PhotoUploaderProps) {
  const t = useUiText();
  const { locale } = useUi();
  const id = useId();
  const limits = useMemo(() => ({ ...DEFAULT_PHOTO_LIMITS, ...props.limits }), [props.limits]);
  const concurrency = props.concurrency ?? 3;
  const readSize = props.readImageSize ?? defaultReadImageSize;
  const queue = usePhotoQueue({
    defaultValue: props.defaultValue,
    onChange: props.onChange,
    upload: props.upload,
    limits,
    concurrency,
    readSize,
    disabled: props.disabled,
  });
  const { items, setItems, itemsRef, doneCount, effectiveMain, addFiles } = queue;
  const [announcement, setAnnouncement] = useState('');
  const [dragOver, setDragOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const bytes = (n: number) => formatBytes(n, locale);
  const errorText = (error: PhotoError) => {
    const params: Record<string, string | number> = { ...error.params };
    for (const k of ['max', 'min'] as const) {
      const v = params[k];
      if (
        typeof v === 'number' &&
        (error.code === 'tooLarge' || error.code === 'tooSmall' || error.code === 'totalTooLarge')
      ) {
        params[k] = formatBytes(v, locale, k === 'max' ? 'down' : 'up');
      }
    }
    return t(`ui.photoUploader.errors.${error.code}`, params);
  };

  const move = (from: number, to: number, announce = true) => {
    if (to < 0 || to >= items.length || from === to) return;
    const moved = items[from]!;
    setItems(moveItem(items, from, to));
    if (announce) {
      setAnnouncement(
        t('ui.photoUploader.moved', { name: moved.name, position: to + 1, total: items.length }),
      );
    }
  };

  // Pointer drags (mouse, pen and touch) go through dnd-kit; the keyboard keeps the handle's own arrow keys,
  // which move at once instead of dnd-kit's pick-up/drop mode.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const position = (key: UniqueIdentifier | undefined) => {
    const list = itemsRef.current;
    const index = list.findIndex((i) => i.key === key);
    return { name: list[index]?.name ?? '', position: index + 1, total: list.length };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('ui.photoUploader.dragStart', position(active.id)),
    onDragOver: ({ active, over }) =>
      over
        ? t('ui.photoUploader.dragOver', { ...position(over.id), name: position(active.id).name })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('ui.photoUploader.moved', { ...position(over.id), name: position(active.id).name })
        : t('ui.photoUploader.dragCancel', position(active.id)),
    onDragCancel: ({ active }) => t('ui.photoUploader.dragCancel', position(active.id)),
  };
  const onSortEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.key === active.id);
    const to = items.findIndex((i) => i.key === over.id);
    if (from >= 0 && to >= 0) move(from, to, false);
  };

  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta =
      event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? -1
        : event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? 1
          : 0;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : index + delta;
    if (delta === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    move(index, to);
    // Keep focus on the moved photo's handle.
    requestAnimationFrame(() => document.getElementById(`${id}-handle-${items[index]!.key}`)?.focus());
  };

  const onZoneDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    void addFiles([...event.dataTransfer.files]);
  };

  const tooFew =
    props.minPhotos !== undefined &&
    doneCount < props.minPhotos &&
    (props.showRequiredError ||
      (queue.touched &&
        !items.some((i) => i.status === 'checking' || i.status === 'waiting' || i.status === 'uploading')));
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const listId = `${id}-list`;
  const canReorder = !props.disabled && items.length > 1;

  return (
    <div className={cx(s.root, props.className)} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={field.label}>
        {props.label ?? t('ui.photoUploader.label')}
      </span>
      {props.description ? <span className={field.description}>{props.description}</span> : null}
      <div
        className={cx(s.dropzone, dragOver && s.dropzoneActive, props.disabled && s.dropzoneDisabled)}
        onDragOver={(e) => {
          if (props.disabled) return;
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onZoneDrop}
      >
        <span className={s.dropIcon}>
          <UploadIcon size={22} />
        </span>
        <span className={s.dropTitle}>{t('ui.photoUploader.dropzone')}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={props.disabled}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {t('ui.photoUploader.browse')}
        </Button>
        <p id={hintId} className={s.hint}>
          {t('ui.photoUploader.hint', {
            minSize: formatBytes(limits.minFileBytes, locale, 'up'),
            maxSize: formatBytes(limits.maxFileBytes, locale, 'down'),
            minPx: limits.minDimension,
            maxPx: limits.maxDimension,
            maxFiles: limits.maxFiles,
            maxTotal: formatBytes(limits.maxTotalBytes, locale, 'down'),
          })}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept=".jpg,.jpeg,image/jpeg"
          multiple
          hidden
          tabIndex={-1}
          aria-hidden="true"
          disabled={props.disabled}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            void addFiles(files);
          }}
        />
      </div>
      {tooFew ? (
        <p role="alert" className={s.groupError}>
          <AlertIcon />
          {t('ui.photoUploader.errors.tooFew', { min: props.minPhotos })}
        </p>
      ) : null}
      {items.length > 0 ? (
        <>
          <span className={s.summary}>{t('ui.photoUploader.count', { count: doneCount })}</span>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('ui.photoUploader.instructions') },
            }}
            onDragEnd={onSortEnd}
          >
            <SortableContext items={items.map((i) => i.key)} strategy={rectSortingStrategy}>
              <ul id={listId} className={s.list} aria-label={t('ui.photoUploader.listLabel')}>
                {items.map((item, index) => (
                  <PhotoCard
                    key={item.key}
                    item={item}
                    idPrefix={id}
                    isMain={item.key === effectiveMain}
                    canReorder={canReorder}
                    captions={props.captions !== false}
                    maxCaptionLength={props.maxCaptionLength}
                    disabled={props.disabled}
                    t={t}
                    bytes={bytes}
                    errorText={errorText}
                    onCaption={(caption) => queue.patch(item.key, { caption })}
                    onHandleKey={onHandleKey(index)}
                    onSetMain={() => queue.setMainKey(item.key)}
                    onRetry={() => queue.retry(item)}
                    onRemove={() => queue.remove(item)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        </>
      ) : (
        <p className={s.empty}>{t('ui.photoUploader.empty')}</p>
      )}
      <div aria-live="polite" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
