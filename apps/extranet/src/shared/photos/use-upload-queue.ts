import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@extranet/api';
import { sniffImageType } from '@extranet/domain';
import type { Schemas } from '@extranet/api';
import type { Language } from '@extranet/i18n';
import { planUpload, problemMessage, type ChosenFile } from './upload-plan';
import { uploadPhoto } from './upload-photo';

type Photo = Schemas['Photo'];

/** Uploads at once: the server processes photos on two cores. */
const CONCURRENCY = 2;

export type UploadStatus = 'checking' | 'waiting' | 'uploading' | 'done' | 'error';

export interface UploadItem {
  key: string;
  name: string;
  file: File;
  status: UploadStatus;
  progress: number;
  /** Why the file was refused or failed, in the user's language. */
  error: string | null;
  /** The upload failed on its way (network, server): trying again may work. */
  retryable: boolean;
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

let seed = 0;

/** What the browser can tell of a file: its type by its first bytes, and its pixel size. */
async function factsOf(file: File): Promise<ChosenFile> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const type = sniffImageType(head);
  if (type !== 'image/jpeg' || typeof createImageBitmap !== 'function') {
    return { bytes: file.size, type, width: null, height: null };
  }
  try {
    // The pixel size as stored (EXIF orientation not applied), as the server reads it.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'none' });
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { bytes: file.size, type, ...size };
  } catch {
    return { bytes: file.size, type, width: null, height: null };
  }
}

/**
 * The files chosen for one group: checked in the browser (planUpload), then uploaded one file per request,
 * CONCURRENCY at a time, each with its progress; `onUploaded` runs after every stored photo.
 */
export function useUploadQueue(options: {
  hotelId: number;
  roomId: number | null;
  t: Translate;
  lang: Language;
  onUploaded: (photo: Photo) => void;
}) {
  const { hotelId, roomId, t, lang } = options;
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const active = useRef(0);
  const onUploaded = useRef(options.onUploaded);
  onUploaded.current = options.onUploaded;

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    itemsRef.current = itemsRef.current.map((i) => (i.key === key ? { ...i, ...change } : i));
    setItems(itemsRef.current);
  }, []);

  const pump = useCallback(() => {
    while (active.current < CONCURRENCY) {
      const next = itemsRef.current.find((i) => i.status === 'waiting');
      if (!next) return;
      active.current++;
      patch(next.key, { status: 'uploading', progress: 0, error: null });
      uploadPhoto(hotelId, next.file, { roomId, onProgress: (progress) => patch(next.key, { progress }) })
        .then(
          (photo) => {
            patch(next.key, { status: 'done', progress: 1 });
            onUploaded.current(photo);
          },
          (error: unknown) => {
            const message =
              isApiError(error) && error.status >= 400 && error.status < 500
                ? (error.errors?.[0]?.message ?? error.message)
                : t('errors.field.PHOTO_UPLOAD_FAILED');
            const refused = isApiError(error) && error.status === 400;
            patch(next.key, { status: 'error', error: message, retryable: !refused });
          },
        )
        .finally(() => {
          active.current--;
          setTimeout(pump, 0);
        });
    }
  }, [hotelId, roomId, patch, t]);

  useEffect(() => {
    if (items.some((i) => i.status === 'waiting')) pump();
  }, [items, pump]);

  const addFiles = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const added: UploadItem[] = files.map((file) => ({
      key: `upload-${++seed}`,
      name: file.name,
      file,
      status: 'checking',
      progress: 0,
      error: null,
      retryable: false,
    }));
    itemsRef.current = [...itemsRef.current, ...added];
    setItems(itemsRef.current);
    const facts = await Promise.all(files.map(factsOf));
    const plan = planUpload(facts);
    added.forEach((item, i) => {
      const problems = plan[i] ?? [];
      patch(item.key, {
        status: problems.length > 0 ? 'error' : 'waiting',
        error: problems.length > 0 ? problems.map((p) => problemMessage(t, p, lang)).join(' ') : null,
      });
    });
  };

  const retry = (key: string) => patch(key, { status: 'waiting', progress: 0, error: null });
  const dismiss = (key: string) => {
    itemsRef.current = itemsRef.current.filter((i) => i.key !== key);
    setItems(itemsRef.current);
  };
  const clearDone = () => {
    itemsRef.current = itemsRef.current.filter((i) => i.status !== 'done');
    setItems(itemsRef.current);
  };
  return { items, addFiles, retry, dismiss, clearDone };
}
