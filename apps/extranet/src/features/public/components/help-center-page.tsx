import { useEffect, useId, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigationType, useParams, useSearchParams } from 'react-router-dom';
import { tp } from '@extranet/i18n';
import { Button } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { TextField } from '@extranet/ui/text-field';
import { usePageTitle } from '../../../shared/components/page-title';
import {
  HELP_ARTICLES,
  HELP_CATEGORIES,
  HELP_PARAMS,
  articleBySlug,
  articleKey,
  articlesIn,
  type HelpArticle,
  type HelpBlock,
  type HelpCategoryId,
} from '../help-articles';
import { searchHelp } from '../model';
import { PublicIcon, type PublicIconName } from './public-icons';
import { PublicLanguageGate, usePublicPaths } from './public-language';
import * as css from './help-center.css';
import * as page from './public-page.css';

export const CATEGORY_ICONS: Readonly<Record<HelpCategoryId, PublicIconName>> = {
  gettingStarted: 'flag',
  account: 'lock',
  rates: 'calendar',
  promotions: 'tag',
  bookings: 'clipboard',
  finance: 'card',
  users: 'users',
  photos: 'camera',
};

const SEARCH_PARAM = 'q';

/**
 * Public pages share one scroll position across client-side navigations: start each page at its top, or at
 * the section its address names (`#topic-finance`), which exists only once the page has rendered.
 */
function useScrollToTop(key: string) {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only when the page itself changes, not when an in-page anchor is followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

function ArticleCard({ article, showCategory }: { article: HelpArticle; showCategory?: boolean }) {
  const { t, article: articlePath } = usePublicPaths();
  return (
    <li className={css.articleCard}>
      <h3 className={css.articleCardTitle}>
        <Link to={articlePath(article.slug)} className={css.articleCardLink}>
          {t(articleKey(article, 'title'), HELP_PARAMS)}
        </Link>
      </h3>
      <p className={css.articleCardSummary}>{t(articleKey(article, 'summary'), HELP_PARAMS)}</p>
      {showCategory ? (
        <p className={css.articleCardMeta}>{t(`help.categories.${article.category}.title`)}</p>
      ) : null}
    </li>
  );
}

function ContactBox() {
  const { t } = usePublicPaths();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.contact}>
      <div>
        <h2 id={headingId} className={css.contactTitle}>
          {t('help.contact.title')}
        </h2>
        <p className={css.contactBody}>{t('help.contact.body')}</p>
      </div>
      <div className={page.actions}>
        <Link to="/login" className={page.cta.primary}>
          {t('help.contact.signIn')}
        </Link>
        <Link to="/forgot-password" className={page.cta.secondary}>
          {t('help.contact.forgot')}
        </Link>
      </div>
    </section>
  );
}

/** The help centre's front page: the search (filters as you type, kept in `?q=`) and the topics. */
function HelpIndex() {
  const { t, lang } = usePublicPaths();
  usePageTitle(t('help.title'));
  useScrollToTop('index');
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_PARAM) ?? '';
  const searching = query.trim() !== '';
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const resultsId = useId();

  const hits = useMemo(() => searchHelp(HELP_ARTICLES, query, t), [query, t]);

  const setQuery = (value: string) => {
    setParams(value ? { [SEARCH_PARAM]: value } : {}, { replace: true, preventScrollReset: true });
  };
  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  const status = searching
    ? hits.length > 0
      ? tp('help.search.results', hits.length, { query: query.trim() }, lang)
      : t('help.search.emptyTitle', { query: query.trim() })
    : t('help.search.all', { count: HELP_ARTICLES.length, categories: HELP_CATEGORIES.length });

  return (
    <>
      <section aria-labelledby={headingId} className={css.hero}>
        <div className={page.container}>
          <div className={css.heroInner}>
            <p className={page.eyebrow}>{t('help.eyebrow')}</p>
            <h1 id={headingId} className={page.h1}>
              {t('help.title')}
            </h1>
            <p className={page.heroLead}>{t('help.lead')}</p>
            <div role="search" className={css.searchBox}>
              <TextField
                label={t('help.search.label')}
                type="search"
                name="q"
                value={query}
                onChange={setQuery}
                placeholder={t('help.search.placeholder')}
                prefix={<PublicIcon name="search" size={20} />}
                inputRef={inputRef}
                autoComplete="off"
              />
            </div>
            <p role="status" className={css.status}>
              {status}
            </p>
          </div>
        </div>
      </section>

      <div className={page.container}>
        {searching ? (
          <section aria-labelledby={resultsId} className={css.bodySingle}>
            <h2 id={resultsId} className={page.srOnly}>
              {t('help.search.resultsTitle')}
            </h2>
            {hits.length > 0 ? (
              <ul className={css.articleList}>
                {hits.map((hit) => (
                  <ArticleCard key={hit.article.slug} article={hit.article} showCategory />
                ))}
              </ul>
            ) : (
              <div className={css.empty}>
                <EmptyState
                  headingLevel={3}
                  icon={<PublicIcon name="search" size={28} />}
                  title={t('help.search.emptyTitle', { query: query.trim() })}
                  description={t('help.search.emptyBody')}
                  actions={<Button onClick={clear}>{t('help.search.showAll')}</Button>}
                />
              </div>
            )}
          </section>
        ) : (
          <div className={css.body}>
            <nav aria-label={t('help.topicsNav')} className={css.topicsNav}>
              <p className={css.topicsTitle} aria-hidden="true">
                {t('help.browse')}
              </p>
              <ul className={css.topicsList}>
                {HELP_CATEGORIES.map((c) => (
                  <li key={c}>
                    <a href={`#topic-${c}`} className={css.topicLink}>
                      <PublicIcon name={CATEGORY_ICONS[c]} size={18} className={css.topicIcon} />
                      {t(`help.categories.${c}.title`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={css.categories}>
              {HELP_CATEGORIES.map((c) => (
                <CategorySection key={c} category={c} />
              ))}
            </div>
          </div>
        )}
        <ContactBox />
      </div>
    </>
  );
}

function CategorySection({ category }: { category: HelpCategoryId }) {
  const { t, lang } = usePublicPaths();
  const articles = articlesIn(category);
  const headingId = `topic-${category}-title`;
  return (
    <section id={`topic-${category}`} aria-labelledby={headingId} className={css.category}>
      <div className={css.categoryHeader}>
        <span className={css.categoryIcon}>
          <PublicIcon name={CATEGORY_ICONS[category]} />
        </span>
        <div>
          <h2 id={headingId} className={css.categoryTitle}>
            {t(`help.categories.${category}.title`)}
          </h2>
          <p className={css.categoryDescription}>
            {t(`help.categories.${category}.description`)} ·{' '}
            {tp('help.articleCount', articles.length, {}, lang)}
          </p>
        </div>
      </div>
      <ul className={css.articleList}>
        {articles.map((a) => (
          <ArticleCard key={a.slug} article={a} />
        ))}
      </ul>
    </section>
  );
}

function Block({ article, block }: { article: HelpArticle; block: HelpBlock }) {
  const { t } = usePublicPaths();
  const text = (key: string) => t(articleKey(article, key), HELP_PARAMS);
  switch (block.kind) {
    case 'p':
      return <p>{text(block.key)}</p>;
    case 'h':
      return <h2 className={css.articleH2}>{text(block.key)}</h2>;
    case 'note':
      return (
        <div className={css.note} role="note">
          <PublicIcon name="info" size={20} className={css.noteIcon} />
          <p>{text(block.key)}</p>
        </div>
      );
    case 'ol':
    case 'ul': {
      const List = block.kind;
      return (
        <List className={css.articleList2}>
          {block.keys.map((k) => (
            <li key={k}>{text(k)}</li>
          ))}
        </List>
      );
    }
  }
}

/** One article: `/v3/help-center/:slug` (and its /v3/en twin). */
function HelpArticleView({ slug }: { slug: string }) {
  const { t, helpCenter, article: articlePath } = usePublicPaths();
  const article = articleBySlug(slug);
  const title = article ? t(articleKey(article, 'title'), HELP_PARAMS) : t('help.article.notFoundTitle');
  usePageTitle(title);
  useScrollToTop(slug);
  const relatedId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  useEffect(() => {
    // Opened from a link inside the app: the link that had focus is gone, so the article's title takes it.
    if (navigationType !== 'POP') headingRef.current?.focus({ preventScroll: true });
  }, [slug, navigationType]);

  const breadcrumb = (
    <nav aria-label={t('help.article.breadcrumb')} className={css.breadcrumb}>
      <ol className={css.breadcrumbList}>
        <li className={css.breadcrumbItem}>
          <Link to={helpCenter} className={css.relatedLink}>
            {t('help.title')}
          </Link>
        </li>
        {article ? (
          <li className={css.breadcrumbItem}>
            <PublicIcon name="chevronRight" size={14} />
            <Link to={`${helpCenter}#topic-${article.category}`} className={css.relatedLink}>
              {t(`help.categories.${article.category}.title`)}
            </Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );

  if (!article) {
    return (
      <div className={page.container}>
        {breadcrumb}
        <div className={css.articleLayout}>
          <div className={css.article}>
            <h1 ref={headingRef} tabIndex={-1} className={css.articleTitle}>
              {title}
            </h1>
            <p className={css.articleSummary}>{t('help.article.notFoundBody')}</p>
            <p>
              <Link to={helpCenter} className={page.cta.primary}>
                {t('help.article.back')}
              </Link>
            </p>
          </div>
        </div>
      </div>
    );
  }

  const others = articlesIn(article.category).filter((a) => a.slug !== article.slug);
  const categoryTitle = t(`help.categories.${article.category}.title`);

  return (
    <div className={page.container}>
      {breadcrumb}
      <div className={css.articleLayout}>
        <article className={css.article} aria-labelledby={`article-${article.slug}`}>
          <p className={page.eyebrow}>{categoryTitle}</p>
          <h1 id={`article-${article.slug}`} ref={headingRef} tabIndex={-1} className={css.articleTitle}>
            {title}
          </h1>
          <p className={css.articleSummary}>{t(articleKey(article, 'summary'), HELP_PARAMS)}</p>
          <div className={css.articleBody}>
            {article.blocks.map((block, i) => (
              <Block key={i} article={article} block={block} />
            ))}
          </div>
          <p>
            <Link to={helpCenter} className={css.backLink}>
              <PublicIcon name="arrowLeft" size={18} />
              {t('help.article.back')}
            </Link>
          </p>
        </article>
        <aside aria-labelledby={relatedId} className={css.related}>
          <h2 id={relatedId} className={css.relatedTitle}>
            {t('help.article.inTopic', { category: categoryTitle })}
          </h2>
          <ul className={css.relatedList}>
            {others.map((a) => (
              <li key={a.slug}>
                <Link to={articlePath(a.slug)} className={css.relatedLink}>
                  {t(articleKey(a, 'title'), HELP_PARAMS)}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}

/**
 * `/v3/help-center` and `/v3/en/help-center`: a searchable help centre; with a `:slug`, one of its
 * articles (both routes render this screen).
 */
export function HelpCenterPage() {
  const { slug } = useParams();
  return <PublicLanguageGate>{slug ? <HelpArticleView slug={slug} /> : <HelpIndex />}</PublicLanguageGate>;
}
