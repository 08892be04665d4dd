import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import { focusRef } from '../../../shared/rates/fields';
import { useLanguage, useT } from '../../../shared/i18n/language';
import type { Language } from '@extranet/i18n';
import { photosKey, usePhotoGallery } from '../../../shared/photos/list-photos';
import { UploadZone } from '../../../shared/photos/upload-zone';
import { useUploadQueue } from '../../../shared/photos/use-upload-queue';
import { GUIDE_PHOTOS_MAX, type GuideValues } from '../model';
import * as css from './check-in-guide.css';

/**
 * The guide's photos: chosen from the property's own gallery photos (checkboxes, in the gallery's order), and
 * new photos uploaded through the gallery's pipeline, which are chosen at once.
 */
export function GuidePhotos({ hotelId, control }: { hotelId: number; control: Control<GuideValues> }) {
  const t = useT();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const gallery = usePhotoGallery(hotelId);
  const own = gallery.data?.groups.find((g) => g.roomId === null)?.photos ?? [];
  // The choice as last changed: uploads that finish together each add their photo.
  const latest = useRef<number[]>([]);
  return (
    <Controller
      control={control}
      name="photoIds"
      render={({ field, fieldState }) => {
        const chosen = field.value;
        latest.current = chosen;
        const setChosen = (ids: number[]) => {
          latest.current = ids.slice(0, GUIDE_PHOTOS_MAX);
          field.onChange(latest.current);
        };
        return (
          <PhotosSection
            hotelId={hotelId}
            lang={lang}
            t={t}
            onUploaded={(photoId) => {
              setChosen([...latest.current.filter((id) => id !== photoId), photoId]);
              void queryClient.invalidateQueries({ queryKey: photosKey(hotelId) });
            }}
            focus={focusRef(field.ref)}
          >
            {own.length === 0 && !gallery.isPending ? (
              <p className={css.help}>{t('checkInGuide.form.photosEmpty')}</p>
            ) : null}
            <ul className={css.photoGrid}>
              {own.map((photo, index) => {
                const caption = photo.caption || t('checkInGuide.form.photoUntitled', { n: index + 1 });
                const checked = chosen.includes(photo.photoId);
                return (
                  <li key={photo.photoId}>
                    <label className={css.photoOption}>
                      <img className={css.photoThumb} src={photo.urls.thumb} alt="" loading="lazy" />
                      <span className={css.photoLabel}>
                        <input
                          type="checkbox"
                          checked={checked}
                          disabled={!checked && chosen.length >= GUIDE_PHOTOS_MAX}
                          onChange={(e) =>
                            setChosen(
                              e.currentTarget.checked
                                ? [...chosen, photo.photoId]
                                : chosen.filter((id) => id !== photo.photoId),
                            )
                          }
                          aria-describedby={fieldState.error ? 'guide-photos-error' : undefined}
                        />
                        {t('checkInGuide.form.photoChoose', { caption })}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            <p className={css.help} aria-live="polite">
              {t('checkInGuide.form.photosChosen', { count: chosen.length, max: GUIDE_PHOTOS_MAX })}
            </p>
            {fieldState.error?.message ? (
              <p id="guide-photos-error" className={css.fieldError} role="alert">
                {fieldState.error.message}
              </p>
            ) : null}
          </PhotosSection>
        );
      }}
    />
  );
}

function PhotosSection(props: {
  hotelId: number;
  lang: Language;
  t: ReturnType<typeof useT>;
  onUploaded: (photoId: number) => void;
  focus: (el: HTMLElement | null) => void;
  children: React.ReactNode;
}) {
  const { t } = props;
  const queue = useUploadQueue({
    hotelId: props.hotelId,
    roomId: null,
    t,
    lang: props.lang,
    onUploaded: (photo) => props.onUploaded(photo.photoId),
  });
  return (
    <section className={css.section} aria-labelledby="guide-photos-title" ref={props.focus}>
      <div>
        <h2 id="guide-photos-title" className={css.sectionTitle}>
          {t('checkInGuide.form.photos')}
        </h2>
        <p className={css.help}>{t('checkInGuide.form.photosHelp')}</p>
      </div>
      {props.children}
      <UploadZone
        items={queue.items}
        onFiles={(files) => void queue.addFiles(files)}
        onRetry={queue.retry}
        onDismiss={queue.dismiss}
        onClearDone={queue.clearDone}
      />
    </section>
  );
}
