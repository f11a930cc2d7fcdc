import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  analyticsEvent,
  bus,
  analyticsItem,
  useAppState,
  useRouteMatch,
  type CartProduct,
} from '@qsr/shared-contracts';
import { QuantityStepper } from '@qsr/shared-ui';
import { NS } from '../strings';
import { useRemoveLine } from './useRemoveLine';

/**
 * §4.6 the counter of a line: trash at quantity 1, decrease above 1, and plus. Removing the
 * last line returns to /order; one more on the checkout route also raises begin_checkout.
 */
export function LineCounter({ line }: { line: CartProduct }) {
  const { t } = useTranslation(NS);
  const onCheckout = useRouteMatch()?.route.id === 'order-checkout';
  const { location } = useAppState();
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<unknown>) {
    setBusy(true);
    try {
      await change();
    } finally {
      setBusy(false);
    }
  }

  const removeLine = useRemoveLine(line);
  const remove = () => run(removeLine);
  const decrease = () => run(() => actions.decreaseQuantity(line.id));
  const increase = () =>
    run(async () => {
      const increased = await actions.increaseQuantity(line.id);
      const next = increased.ok ? increased.value : null;
      if (next && onCheckout) {
        bus.emit(
          'analytics:begin_checkout',
          analyticsEvent(
            next.products.map((entry) => analyticsItem(entry)),
            location,
          ),
        );
      }
    });

  return (
    <QuantityStepper
      value={line.quantity}
      onChange={(next) => void (next > line.quantity ? increase() : decrease())}
      onRemove={() => void remove()}
      groupLabel={t('quantityOf', { name: line.name })}
      quantityLabel={t('quantityOf', { name: line.name })}
      removeLabel={t('removeLine', { name: line.name })}
      decreaseLabel={t('decreaseLine', { name: line.name })}
      increaseLabel={t('increaseLine', { name: line.name })}
      disabled={busy}
    />
  );
}
