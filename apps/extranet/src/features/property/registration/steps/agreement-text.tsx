import { catalogs, type Language, type Tree } from '@extranet/i18n';
import { NEW_PROPERTY_REVIEW_HOURS } from '@extranet/domain';
import { useT } from '../../../../shared/i18n/language';
import * as css from '../registration.css';

type Params = Record<string, unknown>;

/** The clauses of the catalog, in catalog order: each `title` a heading, every other text a paragraph. */
function Clauses({ tree, path, params }: { tree: Tree; path: string; params: Params }) {
  const t = useT();
  return (
    <>
      {Object.entries(tree).map(([key, value]) =>
        typeof value === 'string' ? (
          key === 'title' ? (
            <h3 key={key}>{t(`${path}.${key}`, params)}</h3>
          ) : (
            <p key={key}>{t(`${path}.${key}`, params)}</p>
          )
        ) : (
          <Clauses key={key} tree={value} path={`${path}.${key}`} params={params} />
        ),
      )}
    </>
  );
}

/**
 * The partner agreement in the user's language (i18n namespace `agreement`, kept with the registration module):
 * its title, introduction and clauses, with the property's name and the version filled in. Scrollable and
 * reachable by keyboard.
 */
export function AgreementText({
  lang,
  version,
  propertyName,
}: {
  lang: Language;
  version: string;
  propertyName: string;
}) {
  const t = useT();
  const root = catalogs[lang].agreement;
  const tree = typeof root === 'object' ? root : {};
  const params = { version, property: propertyName, hours: NEW_PROPERTY_REVIEW_HOURS };
  return (
    <section
      className={css.contract}
      tabIndex={0}
      aria-label={t('registration.agreement.textLabel', { version })}
      data-testid="agreement-text"
    >
      {typeof tree.title === 'string' ? <h2>{t('agreement.title', params)}</h2> : null}
      {typeof tree.intro === 'string' ? <p>{t('agreement.intro', params)}</p> : null}
      {typeof tree.clauses === 'object' ? (
        <Clauses tree={tree.clauses} path="agreement.clauses" params={params} />
      ) : null}
    </section>
  );
}
