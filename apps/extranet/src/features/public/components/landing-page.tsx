import { useId } from 'react';
import { Link } from 'react-router-dom';
import { HOTEL_STEPS } from '@extranet/domain';
import { usePageTitle } from '../../../shared/components/page-title';
import { PublicIcon } from './public-icons';
import { PublicLanguageGate, usePublicPaths } from './public-language';
import { CardGrid, CheckList, CtaBand, Faq, Hero, Section, type CardItem } from './public-sections';
import * as css from './public-page.css';

const REGISTER_PATH = '/register';
const LOGIN_PATH = '/login';

const WHY: ReadonlyArray<[string, CardItem['icon']]> = [
  ['reach', 'globe'],
  ['control', 'sliders'],
  ['payouts', 'money'],
  ['growth', 'trend'],
];

const FEATURES: ReadonlyArray<[string, CardItem['icon']]> = [
  ['rates', 'calendar'],
  ['promotions', 'tag'],
  ['bookings', 'clipboard'],
  ['reviews', 'star'],
  ['finance', 'card'],
  ['chat', 'chat'],
  ['team', 'users'],
  ['analytics', 'trend'],
];

const HIGHLIGHTS = ['languages', 'payout', 'currency', 'roles'] as const;

function LandingContent() {
  const { t, homes, helpCenter } = usePublicPaths();
  usePageTitle(t('public.landing.docTitle'));
  const k = (key: string) => t(`public.landing.${key}`);
  const highlightsId = useId();
  const hotelTitleId = useId();
  const homeTitleId = useId();

  return (
    <>
      <Hero
        eyebrow={k('hero.eyebrow')}
        title={k('hero.title')}
        lead={k('hero.lead')}
        primary={{ to: REGISTER_PATH, label: k('hero.register') }}
        secondary={{ to: LOGIN_PATH, label: k('hero.signIn') }}
        aside={{ to: homes, label: k('hero.homesLink') }}
      />

      <section aria-labelledby={highlightsId} className={css.section}>
        <div className={css.container}>
          <h2 id={highlightsId} className={css.srOnly}>
            {k('highlights.label')}
          </h2>
          <ul className={css.highlights}>
            {HIGHLIGHTS.map((h) => (
              <li key={h} className={css.highlight}>
                <span className={css.highlightLabel}>{k(`highlights.${h}.label`)}</span>
                <strong className={css.highlightValue}>{k(`highlights.${h}.value`)}</strong>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section title={k('why.title')} lead={k('why.lead')} alt>
        <CardGrid
          columns="four"
          items={WHY.map(([key, icon]) => ({
            key,
            icon,
            title: k(`why.${key}.title`),
            body: k(`why.${key}.body`),
          }))}
        />
      </Section>

      <Section title={k('how.title')} lead={k('how.lead')}>
        <ol className={`${css.stepList} ${css.cardGrid.four}`}>
          {['s1', 's2', 's3', 's4'].map((s) => (
            <li key={s} className={css.stepItem}>
              <h3 className={css.cardTitle}>{k(`how.${s}.title`)}</h3>
              <p className={css.cardBody}>{k(`how.${s}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={k('register.title')} lead={k('register.lead')} alt id="register">
        <div className={css.cardGrid.two}>
          <article aria-labelledby={hotelTitleId} className={css.card}>
            <span className={css.iconBadge}>
              <PublicIcon name="building" />
            </span>
            <h3 id={hotelTitleId} className={css.cardTitle}>
              {k('register.hotel.title')}
            </h3>
            <p className={css.cardBody}>{k('register.hotel.body')}</p>
            <ol className={css.compactSteps}>
              {HOTEL_STEPS.map((step) => (
                <li key={step.step}>{t(`public.stepNames.${step.step}`)}</li>
              ))}
            </ol>
            <div className={css.cardFooter}>
              <Link to={REGISTER_PATH} className={css.cta.primary}>
                {k('register.hotel.cta')}
              </Link>
            </div>
          </article>
          <article aria-labelledby={homeTitleId} className={css.card}>
            <span className={css.iconBadge}>
              <PublicIcon name="home" />
            </span>
            <h3 id={homeTitleId} className={css.cardTitle}>
              {k('register.home.title')}
            </h3>
            <p className={css.cardBody}>{k('register.home.body')}</p>
            <CheckList items={[k('register.home.l1'), k('register.home.l2'), k('register.home.l3')]} />
            <div className={css.cardFooter}>
              <Link to={homes} className={css.cta.secondary}>
                {k('register.home.cta')}
              </Link>
            </div>
          </article>
        </div>
        <div className={css.checklistBox}>
          <h3 className={css.checklistTitle}>{k('register.checklistTitle')}</h3>
          <CheckList items={[k('register.checklist1'), k('register.checklist2'), k('register.checklist3')]} />
        </div>
      </Section>

      <Section title={k('features.title')} lead={k('features.lead')}>
        <CardGrid
          columns="four"
          items={FEATURES.map(([key, icon]) => ({
            key,
            icon,
            title: k(`features.${key}.title`),
            body: k(`features.${key}.body`),
          }))}
        />
      </Section>

      <Faq
        title={k('faq.title')}
        lead={k('faq.lead')}
        items={['q1', 'q2', 'q3', 'q4'].map((q) => ({ q: k(`faq.${q}.q`), a: k(`faq.${q}.a`) }))}
        more={{ to: helpCenter, label: k('faq.more') }}
      />

      <CtaBand
        title={k('cta.title')}
        body={k('cta.body')}
        primary={{ to: REGISTER_PATH, label: k('cta.register') }}
        secondary={{ to: LOGIN_PATH, label: k('cta.signIn') }}
      />
    </>
  );
}

/** `/v3/` and `/v3/en`: why list with us, how it works, how to register, what the extranet does. */
export function LandingPage() {
  return (
    <PublicLanguageGate>
      <LandingContent />
    </PublicLanguageGate>
  );
}
