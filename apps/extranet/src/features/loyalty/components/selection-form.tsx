import { useState } from 'react';
import { Button } from '@extranet/ui/button';
import { Checkbox } from '@extranet/ui/checkbox';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { validateLoyaltySelection, messageOf } from '@extranet/validation';
import { useLanguage, useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import {
  initialSelection,
  pairKey,
  pairsOf,
  roomSelection,
  toggleRoom,
  type EditMode,
  type Loyalty,
} from '../model';
import * as css from './loyalty.css';

/**
 * Choosing the rooms and rate plans that take part: one group a room (its box checks all its rate plans), checked
 * by the same validator as the server, then confirmed in a dialog. `onSubmit` throws to keep the dialog open.
 */
export function SelectionForm({
  mode,
  loyalty,
  onSubmit,
  onCancel,
}: {
  mode: EditMode;
  loyalty: Loyalty;
  onSubmit: (pairs: ReturnType<typeof pairsOf>) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const [selection, setSelection] = useState(() => initialSelection(mode, loyalty));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const pairs = pairsOf(selection, loyalty.offered);
  const headingId = `loyalty-${mode}`;

  const check = () => {
    const offered = loyalty.offered.flatMap((r) =>
      r.ratePlans.map((p) => ({ roomId: r.roomId, ratePlanId: p.ratePlanId })),
    );
    const errors = validateLoyaltySelection({ pairs }, offered);
    const first = errors[0];
    setError(first ? messageOf(first, { lang }) : null);
    if (!first) setConfirming(true);
  };

  return (
    <section className={page.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.cardTitle}>
        {t(`loyalty.edit.title_${mode}`)}
      </h2>
      <p className={page.muted}>{t(`loyalty.edit.help_${mode}`, { percent: loyalty.discountPercent })}</p>
      <div className={css.stack}>
        {loyalty.offered.map((room) => {
          const state = roomSelection(selection, room);
          return (
            <fieldset key={room.roomId} className={css.fieldset}>
              <legend className={css.legend}>{room.name}</legend>
              <Checkbox
                isSelected={state === 'all'}
                isIndeterminate={state === 'some'}
                onChange={(on) => setSelection(toggleRoom(selection, room, on))}
              >
                {t('loyalty.edit.allRatePlans', { room: room.name })}
              </Checkbox>
              <div className={css.plans}>
                {room.ratePlans.map((plan) => {
                  const key = pairKey({ roomId: room.roomId, ratePlanId: plan.ratePlanId });
                  return (
                    <Checkbox
                      key={key}
                      isSelected={selection.has(key)}
                      onChange={(on) => {
                        const next = new Set(selection);
                        if (on) next.add(key);
                        else next.delete(key);
                        setSelection(next);
                      }}
                    >
                      {plan.name}
                    </Checkbox>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={page.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('loyalty.edit.cancel')}
        </Button>
        <Button onClick={check}>{t(`loyalty.edit.submit_${mode}`)}</Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(`loyalty.edit.confirm_${mode}`)}
        message={t(`loyalty.edit.confirmBody_${mode}`, {
          count: pairs.length,
          percent: loyalty.discountPercent,
        })}
        confirmLabel={t(`loyalty.edit.submit_${mode}`)}
        cancelLabel={t('loyalty.edit.cancel')}
        onConfirm={() => onSubmit(pairs)}
      />
    </section>
  );
}
