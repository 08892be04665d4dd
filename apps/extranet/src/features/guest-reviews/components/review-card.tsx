import { useEffect, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@extranet/api';
import { REVIEW_REPLY_MAX_LENGTH, REVIEW_SCORE_MAX, SUB_SCORE_KEYS } from '@extranet/domain';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { TextArea } from '@extranet/ui/text-area';
import { useToast } from '@extranet/ui/toast';
import { validateReviewReply } from '@extranet/validation';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format/use-format';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { errorMessage } from '../../../shared/api/error-message';
import { guestReviewsKey } from '../api/list-guest-reviews';
import { replyToReview } from '../api/reply-to-review';
import { srOnly } from '../../../shared/forms/forms.css';
import { focusRef } from '../../../shared/rates/fields';
import { scoreTone } from '../model';
import * as css from './guest-reviews.css';

type Review = Schemas['GuestReview'];
interface ReplyValues {
  textId: string;
  textEn: string;
}

function ReplyForm({
  hotelId,
  review,
  onDone,
  onReplied,
}: {
  hotelId: number;
  review: Review;
  /** Cancel: the form closes and the reply button takes focus again. */
  onDone: () => void;
  /** The review has a reply now (this one, or another sent first): the list is fresh, the reply takes focus. */
  onReplied: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const hintId = useId();
  const form = useValidatedForm<ReplyValues>([validateReviewReply], { textId: '', textEn: '' });
  const [textId, textEn] = form.watch(['textId', 'textEn']);
  const written = textId.trim() !== '' || textEn.trim() !== '';
  const submit = form.handleSubmit(async (values) => {
    try {
      await replyToReview(hotelId, review.id, {
        ...(values.textId.trim() ? { textId: values.textId } : {}),
        ...(values.textEn.trim() ? { textEn: values.textEn } : {}),
      });
      showSuccess(t('guestReviews.reply.sent'));
      onReplied();
      await queryClient.invalidateQueries({ queryKey: guestReviewsKey(hotelId) });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['textId', 'textEn'])) {
        showError(errorMessage(error, t('guestReviews.reply.failed')));
        // Replied meanwhile (another user, another tab): show the reply the guest sees instead of this form.
        if (isApiError(error) && error.code === 'REVIEW_ALREADY_REPLIED') {
          onReplied();
          await queryClient.invalidateQueries({ queryKey: guestReviewsKey(hotelId) });
        }
      }
    }
  });
  return (
    <form
      className={css.replyForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-describedby={hintId}
      onKeyDown={(e) => {
        // Escape closes a form with nothing written yet; a written reply is only left by Cancel.
        if (e.key === 'Escape' && !written) {
          e.preventDefault();
          onDone();
        }
      }}
    >
      <p id={hintId} className={css.meta}>
        {t('guestReviews.reply.hint')}
      </p>
      {(['textId', 'textEn'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            // The wrapper gives the form the field to focus when it is invalid (submit, server errors).
            <div ref={focusRef(field.ref)}>
              <TextArea
                label={t(`guestReviews.reply.${name}`)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                rows={3}
                maxLength={REVIEW_REPLY_MAX_LENGTH}
                {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
              />
            </div>
          )}
        />
      ))}
      <div className={css.buttons}>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('guestReviews.reply.submit')}
        </Button>
        {written ? (
          // A written reply is not thrown away by a slip: Cancel asks first.
          <ConfirmDialog
            title={t('guestReviews.reply.discardTitle')}
            message={t('guestReviews.reply.discardBody')}
            confirmLabel={t('guestReviews.reply.discard')}
            tone="danger"
            onConfirm={onDone}
            trigger={
              <Button type="button" variant="ghost">
                {t('guestReviews.reply.cancel')}
              </Button>
            }
          />
        ) : (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('guestReviews.reply.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** One review: guest, stay, scores, comment, and the reply (or the way to write it). */
export function ReviewCard({
  hotelId,
  review,
  onLeftAfterReply,
}: {
  hotelId: number;
  review: Review;
  /** The card left the list with its new reply (e.g. the list shows unreplied reviews only): focus goes there. */
  onLeftAfterReply?: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const [replying, setReplying] = useState(false);
  const [replied, setReplied] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const replyTitle = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // Set when the reply is sent (not by render: the list's answer may drop the card in the same render).
  const awaitingReply = useRef(false);
  const close = () => {
    setReplying(false);
    requestAnimationFrame(() => replyButton.current?.focus());
  };
  // Keyboard and screen-reader users land where the card changed: in the form when it opens, on the reply
  // once it is shown (the reply button and the form are gone by then).
  useEffect(() => {
    if (replying && !review.reply) formRef.current?.querySelector('textarea')?.focus();
  }, [replying]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (replied && review.reply) {
      awaitingReply.current = false;
      replyTitle.current?.focus();
      setReplied(false);
      setReplying(false);
    }
  }, [replied, review.reply]);
  const leftAfterReply = useRef(onLeftAfterReply);
  leftAfterReply.current = onLeftAfterReply;
  useEffect(
    () => () => {
      if (awaitingReply.current) leftAfterReply.current?.();
    },
    [],
  );
  const scored = SUB_SCORE_KEYS.filter((k) => review.subScores[k] !== undefined);
  return (
    <li>
      <article className={css.review} aria-labelledby={headingId}>
        <div className={css.reviewHead}>
          <div>
            <h3 id={headingId} className={css.guest}>
              {review.guestName}
            </h3>
            <p className={css.meta}>
              <span>{t(`guestReviews.travellerType.${review.travellerType}`)}</span>
              <span>
                {t('guestReviews.list.stay', { dates: format.dateRange(review.checkIn, review.checkOut) })}
              </span>
              <span>{t('guestReviews.list.reviewedOn', { date: format.dateTime(review.reviewedAt) })}</span>
              {review.itineraryId ? (
                <span>{t('guestReviews.list.itinerary', { id: review.itineraryId })}</span>
              ) : null}
            </p>
          </div>
          <Badge tone={scoreTone(review.score)} className={css.scoreBadge}>
            <span aria-hidden="true">{review.score}</span>
            <span className={srOnly}>
              {t('guestReviews.list.score', { score: review.score, max: REVIEW_SCORE_MAX })}
            </span>
          </Badge>
        </div>
        <p className={css.reviewText}>{review.text ?? t('guestReviews.list.noText')}</p>
        {scored.length > 0 ? (
          <ul className={css.smallScores} aria-label={t('guestReviews.summary.subScores')}>
            {scored.map((k) => (
              <li key={k} className={css.smallScore}>
                {t(`guestReviews.subScore.${k}`)}: <strong>{review.subScores[k]}</strong>
              </li>
            ))}
          </ul>
        ) : null}
        {review.reply ? (
          <div className={css.reply}>
            <h4 ref={replyTitle} tabIndex={-1} className={css.replyTitle}>
              {t('guestReviews.reply.title')}
            </h4>
            {review.reply.textId ? (
              <p className={css.reviewText} lang="id">
                {review.reply.textId}
              </p>
            ) : null}
            {review.reply.textEn ? (
              <p className={css.reviewText} lang="en">
                {review.reply.textEn}
              </p>
            ) : null}
            <p className={css.meta}>
              {t('guestReviews.reply.by', {
                name: review.reply.repliedBy,
                date: format.dateTime(review.reply.repliedAt),
              })}
            </p>
          </div>
        ) : replying ? (
          <div ref={formRef}>
            <ReplyForm
              hotelId={hotelId}
              review={review}
              onDone={close}
              onReplied={() => {
                awaitingReply.current = true;
                setReplied(true);
              }}
            />
          </div>
        ) : (
          <div className={css.buttons}>
            <Button
              ref={replyButton}
              variant="secondary"
              size="sm"
              aria-label={t('guestReviews.reply.actionTo', {
                name: review.guestName,
                date: format.dateTime(review.reviewedAt),
              })}
              onClick={() => setReplying(true)}
            >
              {t('guestReviews.reply.action')}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
