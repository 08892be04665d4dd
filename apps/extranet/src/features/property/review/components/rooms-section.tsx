import { Badge } from '@extranet/ui/badge';
import { toPlainText } from '@extranet/validation';
import { useT } from '../../../../shared/i18n/language';
import { useFormat } from '../../../../shared/format';
import type { PropertyReview } from '../model';
import { Section, useCodeLabel } from './facts';
import { PhotoGallery } from './photo-lightbox';
import * as css from './review.css';

/** Rooms (or units) with their facilities and photos, then the property's own photos. */
export function RoomsAndPhotos({ review }: { review: PropertyReview }) {
  const t = useT();
  const label = useCodeLabel();
  const f = useFormat();
  return (
    <>
      <Section id="rooms" title={t('review.detail.roomsTitle')}>
        {review.rooms.length === 0 ? (
          <p className={css.small}>{t('review.detail.noRooms')}</p>
        ) : (
          review.rooms.map((room) => (
            <article key={room.roomId} className={css.roomCard} aria-labelledby={`room-${room.roomId}`}>
              <h3 id={`room-${room.roomId}`} className={css.strong}>
                {room.name}
              </h3>
              <p className={css.small}>
                {[
                  label('roomType', room.roomType),
                  t('review.detail.roomFacts', {
                    count: room.roomCount,
                    adults: room.maxAdults,
                    children: room.maxChildren,
                  }),
                  room.sizeSqm === null ? null : t('review.detail.size', { size: room.sizeSqm }),
                  t('review.detail.bedrooms', { count: room.bedrooms }),
                  t(room.smokingAllowed ? 'review.detail.smokingRoom' : 'review.detail.nonSmokingRoom'),
                  t('review.detail.minSellPrice', { price: f.money(room.minSellPrice) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {room.description ? (
                // The room form's rich text, read as the text a guest would read (paragraphs on lines of their own).
                <p style={{ whiteSpace: 'pre-line' }}>{toPlainText(room.description)}</p>
              ) : null}
              {room.facilities.length > 0 ? (
                <ul className={css.chips} aria-label={t('review.detail.facilitiesTitle')}>
                  {room.facilities.map((code) => (
                    <li key={code}>
                      <Badge tone="neutral">{label('facility', code)}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
              <PhotoGallery photos={room.photos} label={`${t('review.detail.photosTitle')}: ${room.name}`} />
            </article>
          ))
        )}
      </Section>
      <Section id="photos" title={t('review.detail.photosTitle')}>
        <PhotoGallery photos={review.photos} label={t('review.detail.photosTitle')} />
      </Section>
    </>
  );
}
