import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionResult,
  actions,
  useAppState,
  type Menu,
  type Order,
  type Product,
  type Upsell,
} from '@qsr/shared-contracts';
import { choiceItems, productPrice, type ChoiceQuantities } from '../product/product-options';
import { emitProductAdded } from '../product/add-events';
import { NS } from '../strings';
import { requiredOptions, suggestionProduct } from './suggestion-product';

type Suggestion = {
  upsell: Upsell;
  order: Order;
  email?: string;
  onBusy(busy: boolean): void;
  onAdded(name: string): void;
};

/**
 * Adding a suggestion to the box: at once when it needs no choice, else its required groups
 * open (`product`) and `add` puts it in with the customer's choices. A failure is said once.
 */
export function useUpsellAdd({ upsell, order, email, onBusy, onAdded }: Suggestion) {
  const { t } = useTranslation(NS);
  const { location, channel, menu } = useAppState();
  const [product, setProduct] = useState<Product | null>(null);
  const [chosen, setChosen] = useState<ChoiceQuantities>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  // The work answers an action's result, or throws (the suggestion's reads).
  const working = async (work: () => Promise<ActionResult<unknown> | void>) => {
    setBusy(true);
    onBusy(true);
    setFailed(false);
    try {
      const result = await work();
      if (result && !result.ok) throw result.failure;
    } catch {
      // §8: the one error of a failed upsell, here and in the site's list.
      actions.showErrors([t('upsellError')]);
      setFailed(true);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  const add = (suggested: Product, choices: ChoiceQuantities) =>
    working(async () => {
      const added = await actions.addToOrder([
        { id: suggested.id, quantity: 1, choices: choiceItems(choices), isupsell: true },
      ]);
      if (!added.ok) return added;
      const next = added.value;
      actions.clearErrors();
      setProduct(null);
      emitProductAdded({
        product: suggested,
        list: 'Complete Your Order',
        quantity: 1,
        price: productPrice(suggested, choices, 1),
        order: next,
        location,
        channel,
      });
      onAdded(suggested.name);
    });

  const start = () =>
    working(async () => {
      const found = await suggestionProduct(upsell, order, menu as Menu | null, email);
      if (requiredOptions(found).length === 0) {
        await add(found, {});
        return;
      }
      setProduct(found);
      setChosen({});
      setChecked(false);
    });

  return { product, setProduct, chosen, setChosen, checked, setChecked, busy, failed, add, start };
}
