import { useCallback, useEffect, useRef, useState } from 'react';
import { checkDimensions, planBatch, type PhotoError, type PhotoLimits } from './checks.js';

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

export type PhotoStatus = 'checking' | 'waiting' | 'uploading' | 'done' | 'error';

/** One photo of the list: stored, or chosen and on its way (checked, waiting, uploading) or refused. */
export interface PhotoItem {
  key: string;
  name: string;
  size: number | null;
  file: File | null;
  preview: string | null;
  status: PhotoStatus;
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

export function revoke(url: string | null) {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

export interface PhotoQueueOptions {
  defaultValue: readonly UploadedPhoto[] | undefined;
  onChange: ((photos: UploadedPhoto[]) => void) | undefined;
  upload: PhotoUploadFn;
  limits: PhotoLimits;
  concurrency: number;
  readSize: (file: File) => Promise<{ width: number; height: number }>;
  disabled: boolean | undefined;
}

/**
 * The photo list and its uploads: files are checked (type, size, then pixel size), queued, uploaded
 * `concurrency` at a time, and every change of the stored photos is reported through `onChange`.
 */
export function usePhotoQueue(options: PhotoQueueOptions) {
  const { defaultValue, upload, limits, concurrency, readSize, disabled } = options;
  const [items, setItems] = useState<PhotoItem[]>(() =>
    (defaultValue ?? []).map((p) => ({
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
    const index = (defaultValue ?? []).findIndex((p) => p.main);
    return index >= 0 ? (items[index]?.key ?? null) : null;
  });
  const [touched, setTouched] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const active = useRef(0);

  // The main photo defaults to the first stored one, so there is always one once a photo is uploaded.
  const done = items.filter((i) => i.status === 'done');
  const effectiveMain = done.some((i) => i.key === mainKey) ? mainKey : (done[0]?.key ?? null);

  const onChangeRef = useRef(options.onChange);
  onChangeRef.current = options.onChange;
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

  const patch = useCallback((key: string, change: Partial<PhotoItem>) => {
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
      upload(file, (fraction) => patch(key, { progress: Math.max(0, Math.min(1, fraction)) }))
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
  }, [concurrency, patch, upload]);

  useEffect(() => {
    if (items.some((i) => i.status === 'waiting')) pump();
  }, [items, pump]);

  const addFiles = async (files: File[]) => {
    if (disabled || files.length === 0) return;
    setTouched(true);
    const plan = planBatch(files, limits);
    const added: PhotoItem[] = plan.map(({ file, error }) => ({
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

  const remove = (item: PhotoItem) => {
    revoke(item.preview);
    setItems((list) => list.filter((i) => i.key !== item.key));
  };

  const retry = (item: PhotoItem) => patch(item.key, { status: 'waiting', error: null, progress: 0 });

  return {
    items,
    setItems,
    itemsRef,
    doneCount: done.length,
    effectiveMain,
    setMainKey,
    touched,
    patch,
    addFiles,
    remove,
    retry,
  };
}
