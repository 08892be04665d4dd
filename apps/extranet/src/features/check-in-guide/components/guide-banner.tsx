import { useQueryClient } from '@tanstack/react-query';
import { Switch } from '@extranet/ui/switch';
import { useToast } from '@extranet/ui/toast';
import { errorMessage } from '../../../shared/api/error-message';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { checkInGuideKey } from '../api/get-check-in-guide';
import { setCheckInGuideActivation } from '../api/set-activation';
import { bannerOf, type CheckInGuide } from '../model';
import * as css from './check-in-guide.css';

/**
 * The guide's state in words (none, draft, submitted but hidden, shown to guests; unsubmitted changes) and the
 * "show to guests" toggle, which asks for confirmation both ways (SPEC 4).
 */
export function GuideBanner({ hotelId, guide }: { hotelId: number; guide: CheckInGuide }) {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const { state, pendingChanges } = bannerOf(guide);
  const version = guide.currentVersion ?? 0;
  const toggle = async (active: boolean) => {
    try {
      const next = await setCheckInGuideActivation(hotelId, active);
      queryClient.setQueryData([...checkInGuideKey(hotelId), 'guide'], next);
      await queryClient.invalidateQueries({ queryKey: [...checkInGuideKey(hotelId), 'log'] });
      showSuccess(t(active ? 'checkInGuide.activation.activated' : 'checkInGuide.activation.deactivated'));
    } catch (error) {
      showError(errorMessage(error, t('checkInGuide.activation.failed')));
      throw error;
    }
  };
  return (
    <section
      className={css.banner[state]}
      aria-labelledby="check-in-guide-banner"
      data-testid="guide-banner"
      data-state={state}
    >
      <div className={css.bannerText}>
        <h2 id="check-in-guide-banner" className={css.bannerTitle}>
          {t(`checkInGuide.banner.${state}.title`)}
        </h2>
        <p className={css.bannerLine}>{t(`checkInGuide.banner.${state}.text`, { version })}</p>
        {pendingChanges ? (
          <p className={css.bannerLine}>{t('checkInGuide.banner.pendingChanges', { version })}</p>
        ) : null}
        {guide.savedAt && guide.savedBy ? (
          <p className={css.bannerMeta}>
            {t('checkInGuide.banner.saved', {
              time: format.dateTime(guide.savedAt),
              name: guide.savedBy.name,
            })}
          </p>
        ) : null}
      </div>
      <Switch
        isSelected={guide.active}
        isDisabled={guide.currentVersion === null}
        onChange={toggle}
        description={
          guide.currentVersion === null
            ? t('checkInGuide.activation.needsSubmit')
            : t('checkInGuide.activation.description')
        }
        confirmation={
          guide.active
            ? {
                title: t('checkInGuide.activation.offTitle'),
                message: t('checkInGuide.activation.offText'),
                confirmLabel: t('checkInGuide.activation.offConfirm'),
                cancelLabel: t('checkInGuide.activation.cancel'),
                tone: 'danger',
              }
            : {
                title: t('checkInGuide.activation.onTitle'),
                message: t('checkInGuide.activation.onText', { version }),
                confirmLabel: t('checkInGuide.activation.onConfirm'),
                cancelLabel: t('checkInGuide.activation.cancel'),
              }
        }
      >
        {t('checkInGuide.activation.label')}
      </Switch>
    </section>
  );
}
