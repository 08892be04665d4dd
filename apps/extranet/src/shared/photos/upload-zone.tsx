import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@extranet/ui/button';
import {
  IMAGE_MAX_DIMENSION_PX,
  IMAGE_MAX_FILE_BYTES,
  IMAGE_MAX_FILES_PER_UPLOAD,
  IMAGE_MAX_TOTAL_BYTES,
  IMAGE_MIN_DIMENSION_PX,
  IMAGE_MIN_FILE_BYTES,
} from '@extranet/domain';
import { useT } from '../i18n/language';
import { useFormat } from '../format/use-format';
import type { UploadItem } from './use-upload-queue';
import * as css from './upload.css';

function statusText(t: ReturnType<typeof useT>, item: UploadItem): string {
  if (item.status === 'uploading')
    return t('propertyPhotos.upload.uploading', { percent: Math.round(item.progress * 100) });
  if (item.status === 'error') {
    return t(item.retryable ? 'propertyPhotos.upload.failed' : 'propertyPhotos.upload.refused');
  }
  return t(`propertyPhotos.upload.${item.status}`);
}

/**
 * The drop zone and the "choose photos" button (a real button: keyboard reachable), then one row per chosen
 * file with its progress, or why it was refused (the server's field message) and a retry.
 */
export function UploadZone(props: {
  items: readonly UploadItem[];
  onFiles: (files: File[]) => void;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
  onClearDone: () => void;
  disabled?: boolean;
}) {
  const t = useT();
  const { fileSize } = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!props.disabled) props.onFiles([...event.dataTransfer.files]);
  };
  return (
    <section aria-labelledby={`${id}-title`} className={css.manager}>
      <div
        className={`${css.dropzone} ${over ? css.dropzoneActive : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="photo-dropzone"
      >
        <h2 id={`${id}-title`} className={css.dropTitle}>
          {t('propertyPhotos.upload.label')}
        </h2>
        <p className={css.hint}>{t('propertyPhotos.upload.dropzone')}</p>
        <Button
          variant="secondary"
          size="sm"
          disabled={props.disabled}
          aria-describedby={`${id}-hint`}
          onClick={() => input.current?.click()}
        >
          {t('propertyPhotos.upload.browse')}
        </Button>
        <p id={`${id}-hint`} className={css.hint}>
          {t('propertyPhotos.upload.hint', {
            minSize: fileSize(IMAGE_MIN_FILE_BYTES, 'up'),
            maxSize: fileSize(IMAGE_MAX_FILE_BYTES, 'down'),
            minPx: IMAGE_MIN_DIMENSION_PX,
            maxPx: IMAGE_MAX_DIMENSION_PX,
            maxFiles: IMAGE_MAX_FILES_PER_UPLOAD,
            maxTotal: fileSize(IMAGE_MAX_TOTAL_BYTES, 'down'),
          })}
        </p>
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,image/jpeg"
          multiple
          hidden
          tabIndex={-1}
          aria-label={t('propertyPhotos.upload.browse')}
          data-testid="photo-input"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            props.onFiles(files);
          }}
        />
      </div>
      {props.items.length > 0 ? (
        <>
          <div className={css.row}>
            <h3 className={css.dropTitle}>{t('propertyPhotos.upload.queue')}</h3>
            {props.items.some((i) => i.status === 'done') ? (
              <Button variant="ghost" size="sm" onClick={props.onClearDone}>
                {t('propertyPhotos.upload.clearDone')}
              </Button>
            ) : null}
          </div>
          <ul className={css.queue} aria-label={t('propertyPhotos.upload.queue')}>
            {props.items.map((item) => (
              <li key={item.key} className={css.queueItem}>
                <div>
                  <div className={css.fileName}>{item.name}</div>
                  <progress
                    className={css.progress}
                    max={1}
                    value={item.status === 'done' ? 1 : item.progress}
                    aria-label={`${item.name}: ${statusText(t, item)}`}
                  />
                </div>
                <div className={css.row} aria-live="polite">
                  <span>{statusText(t, item)}</span>
                  {item.status === 'error' && item.retryable ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('propertyPhotos.upload.retry', { name: item.name })}
                      onClick={() => props.onRetry(item.key)}
                    >
                      {t('propertyPhotos.upload.retryShort')}
                    </Button>
                  ) : null}
                  {item.status === 'error' || item.status === 'done' ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('propertyPhotos.upload.dismiss', { name: item.name })}
                      onClick={() => props.onDismiss(item.key)}
                    >
                      {t('propertyPhotos.upload.dismissShort')}
                    </Button>
                  ) : null}
                </div>
                {item.error ? (
                  <p role="alert" className={css.fileError}>
                    {item.error}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
