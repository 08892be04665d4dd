import { useFieldArray, type Control } from 'react-hook-form';
import { Button } from '@extranet/ui/button';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useT } from '../../../shared/i18n/language';
import { GUIDE_LIST_MAX, type GuideLanguage, type GuideListName, type GuideValues } from '../model';
import * as css from './check-in-guide.css';

/**
 * One ordered list of the guide (steps, rules, …) in one language. Adding, removing and moving an entry
 * changes it in both languages: an entry is one thing written twice.
 */
export function GuideListField({
  control,
  name,
  lang,
}: {
  control: Control<GuideValues>;
  name: GuideListName;
  lang: GuideLanguage;
}) {
  const t = useT();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const l = (key: string) => t(`checkInGuide.form.lists.${name}.${key}`);
  const titleId = `guide-${name}-${lang}`;
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <div>
        <h3 id={titleId} className={css.sectionTitle} style={{ fontSize: 'inherit' }}>
          {l('title')}
        </h3>
        <p className={css.help}>{l('help')}</p>
      </div>
      {fields.length === 0 ? <p className={css.help}>{t('checkInGuide.form.listEmpty')}</p> : null}
      <ol className={css.list}>
        {fields.map((entry, index) => {
          const item = l('item').replace('%n%', String(index + 1));
          return (
            <li key={entry.id} className={css.listItem}>
              <FormTextField
                control={control}
                name={`${name}.${index}.${lang}`}
                label={item}
                maxLength={2000}
              />
              <div className={css.itemActions}>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  aria-label={t('checkInGuide.form.moveUp', { item })}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === fields.length - 1}
                  aria-label={t('checkInGuide.form.moveDown', { item })}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('checkInGuide.form.remove', { item })}
                  onClick={() => remove(index)}
                >
                  ✕
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {fields.length < GUIDE_LIST_MAX ? (
        <Button
          variant="secondary"
          size="sm"
          style={{ width: 'fit-content' }}
          aria-label={t('checkInGuide.form.addItem', { list: l('title') })}
          onClick={() =>
            append({ id: '', en: '' }, { shouldFocus: true, focusName: `${name}.${fields.length}.${lang}` })
          }
        >
          {t('checkInGuide.form.add')}
        </Button>
      ) : (
        <p className={css.help}>{t('checkInGuide.form.listFull', { max: GUIDE_LIST_MAX })}</p>
      )}
    </section>
  );
}
