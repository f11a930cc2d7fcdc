import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  intlLocale,
  useAppState,
  useLanguage,
  useRead,
  useRestaurant,
  type Order,
} from '@qsr/shared-contracts';
import type { CheckoutDraft } from '../checkout/draft';
import { NS } from '../strings';
import { boxFits, formatWhen, linesLimitingTimes, timesByDay, zoneName } from './handoff-time';
import { checkoutFieldId } from '../checkout/field-ids';
import { asapWords } from './asap-words';
import { Button, Card, RadioGroup, Select, SkeletonChoices } from '@qsr/shared-ui';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

interface Props {
  order: Order;
  draft: CheckoutDraft;
  zone: string;
  /** Asks the times again when it changes (a time slot closed while the page was open). */
  refresh: number;
  /** Scheduled without a time yet. */
  missing: boolean;
  onChange: (draft: CheckoutDraft) => void;
}

/**
 * §4.1 step 4 the time: as soon as possible, or a time of `menus/{id}/times` for the next
 * week, by day, in the restaurant's time zone: only times inside every item's daypart.
 */
export function TimeSection({ order, draft, zone, refresh, missing, onChange }: Props) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const id = useId();
  const [range] = useState(() => {
    const now = Date.now();
    return { from: new Date(now).toISOString(), to: new Date(now + WEEK_MS).toISOString() };
  });
  const handoff = draft.handoff === 'delivery' ? 'dispatch' : draft.handoff;
  const { data, error, isLoading, mutate } = useRead(
    'handoffTimes',
    [order.menu_id, range.from, range.to, handoff],
    { revalidateOnFocus: true },
  );
  useEffect(() => {
    if (refresh > 0) void mutate();
  }, [refresh, mutate]);
  const { menu } = useAppState();
  const days = useMemo(
    () =>
      data
        ? timesByDay(data.times, data.earliest, zone, language, boxFits(order.products, menu, zone))
        : [],
    [data, order.products, menu, zone, language],
  );
  // The items that shorten the list (a breakfast biscuit), named under it.
  const limiting = useMemo(
    () => (data ? linesLimitingTimes(order.products, menu, zone, data.times) : []),
    [data, order.products, menu, zone],
  );
  const wanted = draft.time.mode === 'scheduled' ? draft.time.wanted : null;
  const dayKey = days.find((day) => day.times.some((time) => time.value === wanted))?.key;
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  const earliest = data?.earliest ?? null;
  const restaurant = useRestaurant();
  const setTime = (time: CheckoutDraft['time']) => onChange({ ...draft, time });

  return (
    <Card as="section" tone="flat" className="checkout-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('timeHeading')}</h2>
      {/* While the times come: the chips' shape, so nothing moves when they are there. */}
      {isLoading ? (
        <SkeletonChoices label={t('loadingTimes')} count={2} />
      ) : (
        <RadioGroup
          look="chips"
          hideLegend
          legend={t('timeHeading')}
          name="checkout-time"
          value={draft.time.mode}
          choices={[
            {
              value: 'asap',
              label: earliest
                ? t(asapWords(restaurant), {
                    time: formatWhen(earliest, zone, language),
                  })
                : t('asap'),
            },
            { value: 'scheduled', label: t('scheduled'), disabled: days.length === 0 },
          ]}
          onChange={(mode) =>
            setTime(
              mode === 'asap'
                ? { mode: 'asap', wanted: null }
                : { mode: 'scheduled', wanted: days[0]?.times[0]?.value ?? null },
            )
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
      {data && days.length === 0 && <p>{t('noTimes')}</p>}
      {draft.time.mode === 'scheduled' && day && (
        <div className="checkout-grid">
          <Select
            id={`${id}-day`}
            label={t('day')}
            value={day.key}
            options={days.map((d) => ({ value: d.key, label: d.label }))}
            onChange={(key) => {
              const next = days.find((d) => d.key === key);
              setTime({ mode: 'scheduled', wanted: next?.times[0]?.value ?? null });
            }}
          />
          <Select
            id={checkoutFieldId('time')}
            label={t('time')}
            value={wanted ?? ''}
            placeholder={wanted ? undefined : t('chooseTime')}
            options={day.times.map((time) => ({ value: time.value, label: time.label }))}
            error={missing && t('chooseTime')}
            onChange={(value) => setTime({ mode: 'scheduled', wanted: value })}
          />
        </div>
      )}
      {draft.time.mode === 'scheduled' && limiting.length > 0 && (
        <p className="ui-field-hint">
          {t('timesLimited', {
            count: limiting.length,
            items: new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(
              limiting.map((line) => line.name),
            ),
          })}
        </p>
      )}
      <p className="ui-field-hint">{t('zoneNote', { zone: zoneName(zone, language) })}</p>
    </Card>
  );
}
