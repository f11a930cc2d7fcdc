import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  actions,
  analyticsEvent,
  bus,
  cartLineItem,
  useAppState,
  useRouteMatch,
  type CartProduct,
} from '@qsr/shared-contracts';
import { NS } from '../strings';

/**
 * §4.6 the counter of a line: trash at quantity 1, decrease above 1, and plus. Removing the
 * last line returns to /order; one more on the checkout route also raises begin_checkout.
 */
export function LineCounter({ line }: { line: CartProduct }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
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

  const remove = () =>
    run(async () => {
      const removed = await actions.removeFromOrder(line.id);
      if (removed.ok && removed.value?.products.length === 0) navigate('/order');
    });
  const decrease = () => run(() => actions.decreaseQuantity(line.id));
  const increase = () =>
    run(async () => {
      const increased = await actions.increaseQuantity(line.id);
      const next = increased.ok ? increased.value : null;
      if (next && onCheckout) {
        bus.emit(
          'analytics:begin_checkout',
          analyticsEvent(
            next.products.map((entry) => cartLineItem(entry)),
            location,
          ),
        );
      }
    });

  return (
    <span className="ui-stepper" role="group" aria-label={t('quantityOf', { name: line.name })}>
      {line.quantity === 1 ? (
        <button
          type="button"
          className="ui-stepper-button menuCart-trash"
          aria-label={t('removeLine', { name: line.name })}
          disabled={busy}
          onClick={() => void remove()}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              fill="currentColor"
              d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
            />
          </svg>
        </button>
      ) : (
        <button
          type="button"
          className="ui-stepper-button"
          aria-label={t('decreaseLine', { name: line.name })}
          disabled={busy}
          onClick={() => void decrease()}
        >
          −
        </button>
      )}
      <output
        className="ui-stepper-value"
        aria-live="polite"
        aria-label={t('quantityOf', { name: line.name })}
      >
        {line.quantity}
      </output>
      <button
        type="button"
        className="ui-stepper-button"
        aria-label={t('increaseLine', { name: line.name })}
        disabled={busy}
        onClick={() => void increase()}
      >
        +
      </button>
    </span>
  );
}
