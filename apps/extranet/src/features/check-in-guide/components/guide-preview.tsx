import { useEffect, useState } from 'react';
import { createTranslator, isLanguageLoaded, loadLanguage } from '@extranet/i18n';
import { Tabs } from '@extranet/ui/tabs';
import { PageLoading } from '../../../shared/components/status-screens';
import { telHref } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import { GUIDE_LANGUAGES, guestView, type GuideLanguage, type GuidePhoto, type GuideValues } from '../model';
import * as css from './check-in-guide.css';

/** What a guest sees, in either language (tabs): the draft on the page, or a submitted version in the log. */
export function GuidePreview({
  content,
  photos,
  note,
  headingLevel = 2,
}: {
  content: GuideValues;
  photos: readonly GuidePhoto[];
  note?: string;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const [lang, setLang] = useState<GuideLanguage>('id');
  return (
    <section className={page.card} aria-label={t('checkInGuide.preview.title')}>
      {note ? <p className={css.help}>{note}</p> : null}
      <Tabs
        aria-label={t('checkInGuide.preview.language')}
        value={lang}
        onChange={(id) => setLang(id as GuideLanguage)}
        items={GUIDE_LANGUAGES.map((l) => ({
          id: l,
          label: t(`checkInGuide.form.language.${l}`),
          content: <GuestGuide content={content} photos={photos} lang={l} headingLevel={headingLevel} />,
        }))}
      />
    </section>
  );
}

function GuestGuide({
  content,
  photos,
  lang,
  headingLevel,
}: {
  content: GuideValues;
  photos: readonly GuidePhoto[];
  lang: GuideLanguage;
  headingLevel: 2 | 3;
}) {
  // The guest reads the whole guide in its language, headings included: the app has loaded only the
  // language of its own screens, so the other one is loaded for the preview.
  const [loaded, setLoaded] = useState(() => isLanguageLoaded(lang));
  useEffect(() => {
    if (!loaded) void loadLanguage(lang).then(() => setLoaded(true));
  }, [lang, loaded]);
  const t = createTranslator(lang);
  const p = (key: string, params?: Record<string, string | number>) =>
    t(`checkInGuide.preview.${key}`, params);
  const view = guestView(content, photos, lang);
  const H = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  if (!loaded) return <PageLoading />;
  if (!view.title && !view.description && view.sections.length === 0 && view.photos.length === 0) {
    return <p className={css.help}>{p('empty')}</p>;
  }
  const [hero, ...rest] = view.photos;
  return (
    <article className={css.preview} lang={lang} data-testid={`guest-preview-${lang}`}>
      {hero ? <img className={css.previewHero} src={hero.urls.large} alt={p('photoAlt', { n: 1 })} /> : null}
      <H className={css.previewTitle}>{view.title || p('untitled')}</H>
      {view.description ? <p className={css.previewText}>{view.description}</p> : null}
      <dl className={css.previewFacts}>
        {view.checkInFrom ? (
          <div className={page.fact}>
            <dt className={page.factLabel}>{p('checkIn')}</dt>
            <dd className={page.factValue} style={{ margin: 0 }}>
              {p('checkInRange', { from: view.checkInFrom, until: view.checkInUntil })}
            </dd>
          </div>
        ) : null}
        {view.checkOutUntil ? (
          <div className={page.fact}>
            <dt className={page.factLabel}>{p('checkOut')}</dt>
            <dd className={page.factValue} style={{ margin: 0 }}>
              {view.checkOutUntil}
            </dd>
          </div>
        ) : null}
      </dl>
      {view.contacts.length > 0 ? (
        <div className={css.section}>
          <Sub className={css.previewHeading}>{p('contacts')}</Sub>
          <ul className={css.previewList}>
            {view.contacts.map((c) => {
              const tel = telHref(c.phone);
              return (
                <li key={c.name + c.phone}>
                  {c.name}: {tel ? <a href={tel}>{c.phone}</a> : c.phone}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {view.sections.map((section) => {
        const List = section.name === 'steps' || section.name === 'directions' ? 'ol' : 'ul';
        return (
          <div key={section.name} className={css.section}>
            <Sub className={css.previewHeading}>{t(`checkInGuide.form.lists.${section.name}.title`)}</Sub>
            <List className={css.previewList}>
              {section.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </List>
          </div>
        );
      })}
      {rest.length > 0 ? (
        <div className={css.section}>
          <Sub className={css.previewHeading}>{p('photos')}</Sub>
          <ul className={css.previewThumbs}>
            {rest.map((photo, i) => (
              <li key={photo.photoId}>
                <img
                  className={css.photoThumb}
                  src={photo.urls.thumb}
                  alt={p('photoAlt', { n: i + 2 })}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
