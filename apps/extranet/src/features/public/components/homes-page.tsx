import { NHA_STEPS } from '@extranet/domain';
import { usePageTitle } from '../../../shared/components/page-title';
import { PublicLanguageGate, usePublicPaths } from './public-language';
import { CardGrid, CtaBand, Faq, Hero, Section, type CardItem } from './public-sections';
import * as css from './public-page.css';

const REGISTER_PATH = '/register';
const LOGIN_PATH = '/login';

const TYPES: ReadonlyArray<[string, CardItem['icon']]> = [
  ['villa', 'sun'],
  ['apartment', 'building'],
  ['house', 'home'],
];

const FEATURES: ReadonlyArray<[string, CardItem['icon']]> = [
  ['calendar', 'calendar'],
  ['pricing', 'tag'],
  ['rules', 'clipboard'],
  ['bookings', 'users'],
  ['payouts', 'money'],
  ['chat', 'chat'],
];

function HomesContent() {
  const { t, landing, helpCenter } = usePublicPaths();
  usePageTitle(t('public.homes.docTitle'));
  const k = (key: string) => t(`public.homes.${key}`);

  return (
    <>
      <Hero
        eyebrow={k('hero.eyebrow')}
        title={k('hero.title')}
        lead={k('hero.lead')}
        primary={{ to: REGISTER_PATH, label: k('hero.register') }}
        secondary={{ to: LOGIN_PATH, label: k('hero.signIn') }}
        aside={{ to: landing, label: k('hero.hotelLink') }}
      />

      <Section title={k('types.title')} lead={k('types.lead')}>
        <CardGrid
          items={TYPES.map(([key, icon]) => ({
            key,
            icon,
            title: k(`types.${key}.title`),
            body: k(`types.${key}.body`),
          }))}
        />
      </Section>

      <Section title={k('steps.title')} lead={k('steps.lead')} alt id="steps">
        {/* The non-hotel registration of SPEC 2, in the order of the domain's step table. */}
        <ol className={css.stepRows}>
          {NHA_STEPS.map((step) => (
            <li key={step.step} className={css.stepRow}>
              <div>
                <h3 className={css.stepRowTitle}>{t(`public.stepNames.${step.step}`)}</h3>
                <p className={css.stepRowBody}>{k(`steps.${step.step}`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={k('features.title')} lead={k('features.lead')}>
        <CardGrid
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

/** `/v3/homes` and `/v3/en/homes`: listing a villa, apartment or home, and the non-hotel registration steps. */
export function HomesPage() {
  return (
    <PublicLanguageGate>
      <HomesContent />
    </PublicLanguageGate>
  );
}
