import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  formatPromised,
  restaurantZone,
  useAppState,
  useBoxTimes,
  useLanguage,
  type Order,
} from '@qsr/shared-contracts';
import { Button, Card, Select, SkeletonForm } from '@qsr/shared-ui';
import { NS } from '../strings';

interface Props {
  /** The item outside its daypart for the box's time (a breakfast biscuit at noon). */
  product: { id: number };
  /** The box: its menu and handoff ask the times, its lines narrow them. */
  order: Pick<Order, 'menu_id' | 'handoff'> & { products: ReadonlyArray<{ product_id: number }> };
  /** The box's new time, as the customer reads it, once the ordering API took it. */
  onScheduled: (when: string) => void;
}

/**
 * An item not served at the box's time can still be ordered for a time it is: the times of
 * the next week that suit it and every line already in the box (checkout's list, the
 * contract's `useBoxTimes`), and the box's time moves there by the one time action, so checkout
 * starts from it. Nothing moves until the customer asks.
 */
export function OrderForLater({ product, order, onScheduled }: Props) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const { location } = useAppState();
  const zone = restaurantZone(location);
  const lines = useMemo(
    () => [...order.products, { product_id: product.id }],
    [order.products, product.id],
  );
  const { data, error, isLoading, mutate, days } = useBoxTimes({
    menuId: order.menu_id,
    handoff: order.handoff,
    lines,
    zone,
  });
  const [picked, setPicked] = useState<string | null>(null);
  const day = days.find((d) => d.times.some((time) => time.value === picked)) ?? days[0];
  const wanted = picked && day?.times.some((time) => time.value === picked) ? picked : null;
  const chosen = wanted ?? day?.times[0]?.value ?? null;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);

  const schedule = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || busy) return;
    setBusy(true);
    const result = await actions.setOrderTime(chosen);
    setBusy(false);
    if (result.ok) {
      setRefusal([]);
      onScheduled(formatPromised(chosen, zone, language));
    } else {
      // A slot that closed meanwhile: the times are asked again, the refusal says why.
      setRefusal(result.failure.messages);
      setPicked(null);
      void mutate();
    }
  };

  return (
    <Card as="section" tone="flat" className="menuCart-later" aria-labelledby="menuCart-later">
      <h2 id="menuCart-later">{t('orderForLater')}</h2>
      {(isLoading || (day && chosen)) && <p>{t('orderForLaterBody')}</p>}
      {/* The form's shape while the times come (two fields side by side, its button), so the
          item's choices and "Add to box" below do not move when they come. */}
      {isLoading && (
        <SkeletonForm label={t('loadingTimes')} fields={2} fieldsClassName="menuCart-later-grid" />
      )}
      {error && !isLoading && (
        <p className="ui-field-error">
          {t('timesFailed')}{' '}
          <Button variant="quiet" size="sm" onClick={() => void mutate()}>
            {t('tryAgain')}
          </Button>
        </p>
      )}
      {data && days.length === 0 && <p>{t('noLaterTimes')}</p>}
      {day && chosen && (
        <form onSubmit={(event) => void schedule(event)}>
          <div className="menuCart-later-grid">
            <Select
              id="menuCart-later-day"
              label={t('laterDay')}
              value={day.key}
              options={days.map((d) => ({ value: d.key, label: d.label }))}
              onChange={(key) =>
                setPicked(days.find((d) => d.key === key)?.times[0]?.value ?? null)
              }
            />
            <Select
              id="menuCart-later-time"
              label={t('laterTime')}
              value={chosen}
              options={day.times}
              onChange={setPicked}
            />
          </div>
          {refusal.length > 0 && (
            <p role="alert" className="ui-field-error">
              {refusal.join(' ')}
            </p>
          )}
          <Button type="submit" variant="secondary" loading={busy}>
            {t('scheduleOrder')}
          </Button>
        </form>
      )}
    </Card>
  );
}
