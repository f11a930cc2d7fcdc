import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, bus, useAppState, type CartProduct, type Product } from '@qsr/shared-contracts';
import { choiceItems, productPrice, type ChoiceQuantities } from './product-options';
import { NS } from '../strings';
import { emitProductAdded } from './add-events';

/**
 * The ordering API's numbers for items it refuses for the box's time: `224` taken off by the
 * restaurant, `252` outside its daypart. Their words name the items.
 */
const NOT_ORDERABLE_CODES: readonly number[] = [224, 252];

/** What became of a save, said under the form. */
export type SaveOutcome = { ok: boolean; text: string };

/** How a product's form saves what was chosen, and what it says of it. */
export interface ProductSaver {
  /** The add button's words' key (with the price): where the item goes. */
  addKey: 'addToBox' | 'addToPart';
  saving: boolean;
  outcome: SaveOutcome | null;
  setOutcome: (outcome: SaveOutcome | null) => void;
  save: (chosen: ChoiceQuantities, quantity: number, instructions: string) => Promise<void>;
}

/** Adds the product to the box, or updates the box's line being edited; then opens the box. */
export function useSaveToBox(
  product: Product,
  category: string | undefined,
  line: CartProduct | null,
): ProductSaver {
  const { t } = useTranslation(NS);
  const { location, channel } = useAppState();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  async function save(chosen: ChoiceQuantities, quantity: number, instructions: string) {
    setSaving(true);
    const choices = choiceItems(chosen);
    const note = instructions.trim() ? { instructions: instructions.trim() } : {};
    const saved = line
      ? await actions.updateInOrder([{ id: line.id, quantity, choices, ...note }])
      : await actions.addToOrder([{ id: product.id, quantity, choices, isupsell: false, ...note }]);
    setSaving(false);
    if (!saved.ok) {
      // The ordering API's refusal of an item for the box's time names it: shown as said.
      const named = saved.failure.code !== null && NOT_ORDERABLE_CODES.includes(saved.failure.code);
      setOutcome({ ok: false, text: named ? saved.failure.messages.join(' ') : t('addFailed') });
      return;
    }
    if (!line) {
      emitProductAdded({
        product,
        category,
        list: category ?? 'menu',
        quantity,
        price: productPrice(product, chosen, 1),
        order: saved.value,
        location,
        channel,
      });
    }
    setOutcome({ ok: true, text: t('added', { name: product.name }) });
    bus.emit('box:open');
  }

  return { addKey: 'addToBox', saving, outcome, setOutcome, save };
}
