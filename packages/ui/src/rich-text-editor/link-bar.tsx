import { Button } from '../button/index.js';
import * as field from '../internal/field.css.js';
import { useUiText } from '../provider/index.js';
import * as s from './rich-text-editor.css.js';

interface LinkBarProps {
  /** Id of the error message (the input is described by it while the address is invalid). */
  errorId: string;
  draft: string;
  invalid: boolean;
  onDraftChange: (draft: string) => void;
  onApply: () => void;
  onCancel: () => void;
}

/** The address of a link being added or changed: Enter applies, Escape cancels. */
export function LinkBar(props: LinkBarProps) {
  const t = useUiText();
  const { errorId, draft, invalid, onDraftChange, onApply, onCancel } = props;
  return (
    <div className={s.linkBar}>
      <input
        autoFocus
        className={s.linkInput}
        type="url"
        inputMode="url"
        value={draft}
        placeholder="https://"
        aria-label={t('ui.richTextEditor.linkUrl')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => onDraftChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onApply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
      />
      <Button size="sm" onClick={onApply}>
        {t('ui.richTextEditor.linkApply')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('ui.richTextEditor.linkCancel')}
      </Button>
      {invalid ? (
        <span id={errorId} role="alert" className={field.error} style={{ flexBasis: '100%' }}>
          {t('ui.richTextEditor.linkInvalid')}
        </span>
      ) : null}
    </div>
  );
}
