import { Link } from 'react-router-dom';
import { Badge } from '@extranet/ui/badge';
import { buttonClassName } from '@extranet/ui/button';
import { useT } from '../../../../shared/i18n/language';
import { usePageTitle } from '../../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen } from '../../../../shared/components/status-screens';
import { useHotelContext } from '../../../../shared/rates/hotel-context';
import * as css from '../../../../shared/styles/page.css';
import { usePropertyKind } from '../../rooms/use-property-kind';
import { useContentScore } from '../api/get-content-score';
import { kindKey } from '../model';
import type { Schemas } from '@extranet/api';
import * as own from './details.css';

type Score = Schemas['ContentScore'];

/** What an item asks, in the words of the property's kind ("every unit" on a home). */
function useItemText(): (code: string) => string {
  const t = useT();
  const { accommodationType } = usePropertyKind();
  return (code) => t(`${kindKey('propertyDetails.score.items', accommodationType)}.${code}`);
}

/** The score as a meter and its next step: shared by the content score page and /v3/info. */
export function ScoreSummary({ score, headingLevel = 2 }: { score: Score; headingLevel?: 2 | 3 }) {
  const t = useT();
  const s = (key: string, params?: Record<string, unknown>) => t(`propertyDetails.score.${key}`, params);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const itemText = useItemText();
  return (
    <>
      <div className={own.scoreRow}>
        <span className={own.scoreValue}>{score.score}</span>
        <meter
          className={own.meter}
          min={0}
          max={100}
          low={50}
          high={80}
          optimum={100}
          value={score.score}
          aria-label={s('score')}
          aria-valuetext={s('outOf', { score: score.score })}
        />
      </div>
      {score.nextStep ? (
        <div className={own.item}>
          <div className={own.itemText}>
            <Heading className={css.cardTitle}>{s('next')}</Heading>
            <span>{itemText(score.nextStep.code)}</span>
            <span className={css.muted}>
              {s('progress', { current: score.nextStep.current, target: score.nextStep.target })}
            </span>
          </div>
          <Link to={score.nextStep.link} className={buttonClassName({ variant: 'primary' })}>
            {s('go')}
          </Link>
        </div>
      ) : (
        <p role="status">{s('allDone')}</p>
      )}
    </>
  );
}

/** /v3/property/hotel-content-score: 0-100, every item with its progress and a link to its page. */
export function ContentScorePage() {
  const t = useT();
  const s = (key: string, params?: Record<string, unknown>) => t(`propertyDetails.score.${key}`, params);
  const { hotelId } = useHotelContext();
  const itemText = useItemText();
  const query = useContentScore(hotelId);
  usePageTitle(s('title'));
  return (
    <div className={css.page} style={{ maxWidth: 960 }}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{s('title')}</h1>
        <p className={css.subtitle}>{s('subtitle')}</p>
      </header>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section className={css.card} aria-label={s('score')}>
            <ScoreSummary score={query.data} />
          </section>
          <section className={css.card} aria-labelledby="score-items">
            <h2 id="score-items" className={css.cardTitle}>
              {s('checklist')}
            </h2>
            <ul className={own.items}>
              {query.data.items.map((item) => (
                <li key={item.code} className={own.item}>
                  <div className={own.itemText}>
                    <span className={own.itemTitle}>{itemText(item.code)}</span>
                    <span className={css.muted}>
                      {s('progress', { current: item.current, target: item.target })}
                    </span>
                  </div>
                  <Badge tone={item.done ? 'success' : 'warning'}>{s(item.done ? 'done' : 'todo')}</Badge>
                  <Link
                    to={item.link}
                    className={css.textLink}
                    aria-label={`${s('go')}: ${itemText(item.code)}`}
                  >
                    {s('go')}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
