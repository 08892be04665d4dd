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
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Button } from '../button/index.js';
import { cx } from '../internal/cx.js';
import * as field from '../internal/field.css.js';
import { useUi, useUiText } from '../provider/index.js';
import { visuallyHidden } from '../theme/shared.css.js';
import {
  checkDimensions,
  DEFAULT_PHOTO_LIMITS,
  formatBytes,
  moveItem,
  planBatch,
  readImageSize as defaultReadImageSize,
  type PhotoError,
  type PhotoLimits,
} from './checks.js';
import { AlertIcon, GripIcon, RetryIcon, StarIcon, TrashIcon, UploadIcon } from './icons.js';
import * as s from './photo-uploader.css.js';

/** A photo stored by the server. */
export interface UploadedPhoto {
  id: string;
  url: string;
  caption: string;
  main: boolean;
}

/** Uploads one file, reporting progress from 0 to 1; resolves with the stored photo's id and URL. */
export type PhotoUploadFn = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<{ id: string; url: string }>;

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

type Status = 'checking' | 'waiting' | 'uploading' | 'done' | 'error';

interface Item {
  key: string;
  name: string;
  size: number | null;
  file: File | null;
  preview: string | null;
  status: Status;
  progress: number;
  error: PhotoError | null;
  id: string | null;
  url: string | null;
  caption: string;
}

let keySeed = 0;
const nextKey = () => `photo-${++keySeed}`;

function createPreview(file: File): string | null {
  return typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : null;
}

function revoke(url: string | null) {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

type SortableState = ReturnType<typeof useSortable>;

/** One photo card as a dnd-kit sortable; the card's markup stays in PhotoUploader. */
function SortablePhoto(props: {
  id: string;
  disabled: boolean;
  roleDescription: string;
  children: (sortable: SortableState, style: CSSProperties) => ReactNode;
}) {
  const sortable = useSortable({
    id: props.id,
    disabled: props.disabled,
    attributes: { roleDescription: props.roleDescription },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 1 : undefined,
  };
  return <>{props.children(sortable, style)}</>;
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
  const [items, setItems] = useState<Item[]>(() =>
    (props.defaultValue ?? []).map((p) => ({
      key: nextKey(),
      name: p.caption || p.id,
      size: null,
      file: null,
      preview: null,
      status: 'done' as const,
      progress: 1,
      error: null,
      id: p.id,
      url: p.url,
      caption: p.caption,
    })),
  );
  const [mainKey, setMainKey] = useState<string | null>(() => {
    const index = (props.defaultValue ?? []).findIndex((p) => p.main);
    return index >= 0 ? (items[index]?.key ?? null) : null;
  });
  const [announcement, setAnnouncement] = useState('');
  const [dragOver, setDragOver] = useState(false);
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const active = useRef(0);

  const bytes = (n: number) => formatBytes(n, locale);
  const errorText = (error: PhotoError) => {
    const params: Record<string, string | number> = { ...error.params };
    for (const k of ['max', 'min'] as const) {
      const v = params[k];
      if (
        typeof v === 'number' &&
        (error.code === 'tooLarge' || error.code === 'tooSmall' || error.code === 'totalTooLarge')
      ) {
        params[k] = bytes(v);
      }
    }
    return t(`ui.photoUploader.errors.${error.code}`, params);
  };

  // The main photo defaults to the first stored one, so there is always one once a photo is uploaded.
  const done = items.filter((i) => i.status === 'done');
  const effectiveMain = done.some((i) => i.key === mainKey) ? mainKey : (done[0]?.key ?? null);

  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;
  const lastEmitted = useRef<string>('');
  useEffect(() => {
    const photos = items
      .filter((i) => i.status === 'done' && i.id !== null)
      .map((i) => ({ id: i.id!, url: i.url!, caption: i.caption, main: i.key === effectiveMain }));
    const signature = JSON.stringify(photos);
    if (signature === lastEmitted.current) return;
    const first = lastEmitted.current === '';
    lastEmitted.current = signature;
    if (!first || photos.length > 0) onChangeRef.current?.(photos);
  }, [items, effectiveMain]);

  useEffect(() => () => itemsRef.current.forEach((i) => revoke(i.preview)), []);

  const patch = useCallback((key: string, change: Partial<Item>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const pump = useCallback(() => {
    while (active.current < concurrency) {
      const next = itemsRef.current.find((i) => i.status === 'waiting');
      if (!next || !next.file) return;
      active.current++;
      const { key, file } = next;
      // Mark synchronously so the loop does not pick the same item twice before React re-renders.
      itemsRef.current = itemsRef.current.map((i) => (i.key === key ? { ...i, status: 'uploading' } : i));
      patch(key, { status: 'uploading', progress: 0, error: null });
      props
        .upload(file, (fraction) => patch(key, { progress: Math.max(0, Math.min(1, fraction)) }))
        .then(
          (stored) => patch(key, { status: 'done', progress: 1, id: stored.id, url: stored.url }),
          () => patch(key, { status: 'error', error: { code: 'upload' } }),
        )
        .finally(() => {
          active.current--;
          // Let React commit the finished item before picking the next one.
          setTimeout(pump, 0);
        });
    }
  }, [concurrency, patch, props]);

  useEffect(() => {
    if (items.some((i) => i.status === 'waiting')) pump();
  }, [items, pump]);

  const addFiles = async (files: File[]) => {
    if (props.disabled || files.length === 0) return;
    setTouched(true);
    const plan = planBatch(files, limits);
    const added: Item[] = plan.map(({ file, error }) => ({
      key: nextKey(),
      name: file.name,
      size: file.size,
      file,
      preview: error ? null : createPreview(file),
      status: error ? 'error' : 'checking',
      progress: 0,
      error,
      id: null,
      url: null,
      caption: '',
    }));
    setItems((list) => [...list, ...added]);
    await Promise.all(
      added
        .filter((item) => item.status === 'checking')
        .map(async (item) => {
          try {
            const size = await readSize(item.file!);
            const error = checkDimensions(size, limits);
            if (error) {
              revoke(item.preview);
              patch(item.key, { status: 'error', error, preview: null });
            } else {
              patch(item.key, { status: 'waiting' });
            }
          } catch {
            revoke(item.preview);
            patch(item.key, { status: 'error', error: { code: 'unreadable' }, preview: null });
          }
        }),
    );
  };

  const remove = (item: Item) => {
    revoke(item.preview);
    setItems((list) => list.filter((i) => i.key !== item.key));
  };

  const retry = (item: Item) => patch(item.key, { status: 'waiting', error: null, progress: 0 });

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

  const doneCount = done.length;
  const tooFew =
    props.minPhotos !== undefined &&
    doneCount < props.minPhotos &&
    (props.showRequiredError ||
      (touched &&
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
            minSize: bytes(limits.minFileBytes),
            maxSize: bytes(limits.maxFileBytes),
            minPx: limits.minDimension,
            maxPx: limits.maxDimension,
            maxFiles: limits.maxFiles,
            maxTotal: bytes(limits.maxTotalBytes),
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
                {items.map((item, index) => {
                  const src = item.preview ?? item.url;
                  const isMain = item.key === effectiveMain;
                  const errorId = `${id}-error-${item.key}`;
                  return (
                    <SortablePhoto
                      key={item.key}
                      id={item.key}
                      disabled={!canReorder}
                      roleDescription={t('ui.photoUploader.roleDescription')}
                    >
                      {(sortable, style) => (
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
                            {src ? (
                              <img className={s.image} src={src} alt={item.caption || item.name} />
                            ) : null}
                            {isMain ? (
                              <span className={s.mainBadge}>{t('ui.photoUploader.main')}</span>
                            ) : null}
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
                                  <div
                                    className={s.progressBar}
                                    style={{ width: `${Math.round(item.progress * 100)}%` }}
                                  />
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
                                  {errorText(item.error)}
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
                            {props.captions !== false && item.status === 'done' ? (
                              <input
                                className={s.caption}
                                value={item.caption}
                                maxLength={props.maxCaptionLength}
                                disabled={props.disabled}
                                placeholder={t('ui.photoUploader.captionPlaceholder')}
                                aria-label={t('ui.photoUploader.captionOf', { name: item.name })}
                                onChange={(e) => patch(item.key, { caption: e.currentTarget.value })}
                              />
                            ) : null}
                            <div className={s.actions}>
                              <button
                                type="button"
                                ref={sortable.setActivatorNodeRef}
                                {...sortable.attributes}
                                {...sortable.listeners}
                                id={`${id}-handle-${item.key}`}
                                className={s.handle}
                                disabled={!canReorder}
                                aria-label={t('ui.photoUploader.handle', { name: item.name })}
                                onKeyDown={onHandleKey(index)}
                              >
                                <GripIcon />
                              </button>
                              {item.status === 'done' ? (
                                <button
                                  type="button"
                                  className={s.iconButton}
                                  aria-pressed={isMain}
                                  disabled={props.disabled}
                                  aria-label={t('ui.photoUploader.setMain', { name: item.name })}
                                  onClick={() => setMainKey(item.key)}
                                >
                                  <StarIcon filled={isMain} />
                                </button>
                              ) : null}
                              {item.status === 'error' && item.error?.code === 'upload' ? (
                                <button
                                  type="button"
                                  className={s.iconButton}
                                  disabled={props.disabled}
                                  aria-label={t('ui.photoUploader.retryOf', { name: item.name })}
                                  aria-describedby={errorId}
                                  onClick={() => retry(item)}
                                >
                                  <RetryIcon />
                                </button>
                              ) : null}
                              <span className={s.spacer} />
                              <button
                                type="button"
                                className={cx(s.iconButton, s.danger)}
                                disabled={props.disabled || item.status === 'uploading'}
                                aria-label={t('ui.photoUploader.remove', { name: item.name })}
                                onClick={() => remove(item)}
                              >
                                <TrashIcon />
                              </button>
                            </div>
                          </div>
                        </li>
                      )}
                    </SortablePhoto>
                  );
                })}
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
