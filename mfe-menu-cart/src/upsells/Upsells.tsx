import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  formatMoney,
  useAppState,
  useRead,
  useUser,
  type Order,
  type Upsell,
} from '@qsr/shared-contracts';
import { emitProductAdded } from '../product/add-events';
import { NS } from '../strings';

/** 'Complete Your Order': suggestions for the box, one tap to add (§2.7, §8). */
export function Upsells({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const user = useUser();
  const { location, channel } = useAppState();
  const { data, mutate } = useRead('upsells', [order.id, user?.email]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const lines = order.products.map((line) => `${line.product_id}x${line.quantity}`).join(',');

  // Suggestions depend on what is in the box.
  useEffect(() => {
    void mutate();
  }, [lines, mutate]);

  if (!data || data.length === 0) return null;

  async function add(upsell: Upsell) {
    setBusy(upsell.id);
    try {
      const next = await actions.addToOrder([
        { id: upsell.id, quantity: 1, choices: [], isupsell: true },
      ]);
      setFailed(false);
      actions.clearErrors();
      emitProductAdded({
        product: upsell,
        list: 'Complete Your Order',
        quantity: 1,
        price: upsell.cost,
        order: next,
        location,
        channel,
      });
    } catch {
      // §8: the one error of a failed upsell, in place of what the request helper showed.
      actions.showErrors([t('upsellError')]);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="mc-upsells" aria-labelledby="mc-upsells-title">
      <h3 id="mc-upsells-title">{t('completeYourOrder')}</h3>
      <ul>
        {data.map((upsell) => (
          <li key={upsell.id} className="mc-upsell">
            <span>{upsell.name}</span>
            <span>{formatMoney(upsell.cost)}</span>
            <button
              type="button"
              className="mc-button mc-upsell-add"
              aria-label={t('addUpsell', { name: upsell.name })}
              disabled={busy !== null}
              onClick={() => void add(upsell)}
            >
              +
            </button>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="mc-error">
          {t('upsellError')}
        </p>
      )}
    </section>
  );
}
