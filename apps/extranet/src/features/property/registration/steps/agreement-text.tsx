import { catalogs, type Language, type Tree } from '@extranet/i18n';
import { useT } from '../../../../shared/i18n/language';
import * as css from '../registration.css';

/** The clauses of a catalog subtree, in catalog order: a `title` is a heading, every other text a paragraph. */
function Clauses({ tree, level }: { tree: Tree; level: number }) {
  const Heading = level <= 1 ? 'h3' : 'h4';
  return (
    <>
      {Object.entries(tree).map(([key, value]) =>
        typeof value === 'string' ? (
          key === 'title' ? (
            <Heading key={key}>{value}</Heading>
          ) : (
            <p key={key}>{value}</p>
          )
        ) : (
          <Clauses key={key} tree={value} level={level + 1} />
        ),
      )}
    </>
  );
}

/**
 * The partner agreement in the user's language (i18n namespace `agreement`, kept with the registration module):
 * its `clauses` when the catalog groups them, else the whole namespace. Scrollable and reachable by keyboard.
 */
export function AgreementText({ lang, version }: { lang: Language; version: string }) {
  const t = useT();
  const root = catalogs[lang].agreement;
  const tree = typeof root === 'object' ? root : {};
  const clauses = typeof tree.clauses === 'object' ? tree.clauses : null;
  return (
    <section
      className={css.contract}
      tabIndex={0}
      aria-label={t('registration.agreement.textLabel', { version })}
      data-testid="agreement-text"
    >
      {clauses ? (
        <>
          {typeof tree.title === 'string' ? <h3>{tree.title}</h3> : null}
          <Clauses tree={clauses} level={1} />
        </>
      ) : (
        <Clauses tree={tree} level={0} />
      )}
    </section>
  );
}
