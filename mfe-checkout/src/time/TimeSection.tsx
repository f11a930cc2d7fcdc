import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { orderWhenText, useLanguage, useRestaurant } from '@qsr/shared-contracts';
import type { CheckoutDraft } from '../checkout/draft';
import { NS } from '../strings';
import { formatWhen, zoneName } from './handoff-time';
import type { HandoffTimes } from './use-handoff-times';
import { listOf, notAsapMessage } from './not-asap';
import { useLaterTime, type ProposeTime } from './use-later-time';
import { checkoutFieldId } from '../checkout/field-ids';
import { Button, Card, RadioGroup, Select, SkeletonChoices } from '@qsr/shared-ui';

interface Props {
  draft: CheckoutDraft;
  zone: string;
  /** The box's times, read by the form (the error summary reads them too). */
  times: HandoffTimes;
  /** Scheduled without a time yet, after a review was tried. */
  missing: boolean;
  /** A time chosen: as soon as possible, or one of the list. */
  onTime: (time: CheckoutDraft['time']) => void;
  /** 'Schedule for later': a time is proposed from the times read again. */
  onLater: (propose: ProposeTime) => void;
}

/**
 * §4.1 step 4 the time: as soon as possible, or a time of `menus/{id}/times` for the next
 * week, by day, in the restaurant's time zone: only times inside every item's daypart.
 */
export const TimeSection = memo(function TimeSection({
  draft,
  zone,
  times,
  missing,
  onTime,
  onLater,
}: Props) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const id = useId();
  const { data, error, isLoading, mutate, days, offered, limiting, notAsap, chosen, notOffered } =
    times;
  const wanted = draft.time.mode === 'scheduled' ? draft.time.wanted : null;
  const proposeLater = useLaterTime(wanted, times.refreshDays);
  // No option when the list does not offer the order's time (`notOffered`): the placeholder
  // shows rather than whichever time the browser falls back to.
  const day = days.find((d) => d.times.some((time) => time.value === chosen)) ?? days[0];
  const earliest = data?.earliest ?? null;
  const restaurant = useRestaurant();
  const notOfferedText =
    notOffered && t('timeNotOffered', { time: formatWhen(notOffered, zone, language) });
  // In the words the box and the review use for the same time.
  const asapLabel = (soonest: string | null) =>
    orderWhenText(
      { mode: 'asap', ...(soonest ? { earliest: soonest } : {}) },
      restaurant,
      language,
      Date.now(),
    );

  return (
    <Card as="section" tone="flat" className="checkout-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('timeHeading')}</h2>
      {/* The chips in their labels' size while the times come (soonest as now): nothing moves. */}
      {isLoading ? (
        <SkeletonChoices
          label={t('loadingTimes')}
          labels={[asapLabel(new Date().toISOString()), t('scheduled')]}
        />
      ) : (
        <RadioGroup
          id={checkoutFieldId('time-choice')}
          look="chips"
          hideLegend
          legend={t('timeHeading')}
          name="checkout-time"
          value={draft.time.mode}
          choices={[
            { value: 'asap', label: asapLabel(earliest) },
            { value: 'scheduled', label: t('scheduled'), disabled: !offered },
          ]}
          onChange={(mode) =>
            mode === 'asap' ? onTime({ mode: 'asap', wanted: null }) : onLater(proposeLater)
          }
        />
      )}
      {error && !isLoading && (
        <p className="ui-field-error">
          {t('timesFailed')}{' '}
          <Button variant="quiet" size="sm" onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        </p>
      )}
      {data && !offered && <p>{t('noTimes')}</p>}
      {draft.time.mode === 'scheduled' && day && (
        <div className="checkout-grid">
          <Select
            id={`${id}-day`}
            label={t('day')}
            value={day.key}
            options={days.map((d) => ({ value: d.key, label: d.label }))}
            onChange={(key) => {
              const next = days.find((d) => d.key === key);
              onTime({ mode: 'scheduled', wanted: next?.times[0]?.value ?? null });
            }}
          />
          <Select
            id={checkoutFieldId('time')}
            label={t('time')}
            value={chosen ?? ''}
            placeholder={chosen ? undefined : t('chooseTime')}
            options={day.times.map((time) => ({ value: time.value, label: time.label }))}
            error={notOfferedText || (missing && t('chooseTime'))}
            onChange={(value) => onTime({ mode: 'scheduled', wanted: value })}
          />
        </div>
      )}
      {draft.time.mode === 'scheduled' && !day && notOfferedText && (
        <p className="ui-field-error">{notOfferedText}</p>
      )}
      {draft.time.mode === 'scheduled' && limiting.length > 0 && (
        <p className="ui-field-hint">
          {t('timesLimited', { count: limiting.length, items: listOf(limiting, language) })}
        </p>
      )}
      {draft.time.mode === 'asap' && notAsap.length > 0 && (
        <p className="ui-field-error">{notAsapMessage(t, notAsap, language)}</p>
      )}
      <p className="ui-field-hint">{t('zoneNote', { zone: zoneName(zone, language) })}</p>
    </Card>
  );
});
