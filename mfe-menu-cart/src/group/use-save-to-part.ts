import { useState } from 'react';
import { useLanguage, type GuestPart, type Product } from '@qsr/shared-contracts';
import { choiceItems, type ChoiceQuantities } from '../product/product-options';
import type { ProductSaver, SaveOutcome } from '../product/use-save-to-box';
import { useGroupWords } from './group-strings';
import { addToGuestPart } from './group-calls';
import { groupRefusal } from './group-refusal';

/**
 * Adds the chosen product to a group guest's own part. The group's refusals (over the spending
 * limit, past the cutoff, ended, not on the menu at the group's time) come in the page's
 * language and are shown as said; the part is then as it was, since a refusal adds nothing.
 */
export function useSaveToPart(
  product: Product,
  link: { token: string; secret: string },
  onSaved: (part: GuestPart) => void,
): ProductSaver {
  const { t } = useGroupWords();
  const language = useLanguage();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  async function save(chosen: ChoiceQuantities, quantity: number, instructions: string) {
    setSaving(true);
    const note = instructions.trim() ? { instructions: instructions.trim() } : {};
    const item = { id: product.id, quantity, choices: choiceItems(chosen), isupsell: false };
    try {
      const part = await addToGuestPart(link.token, link.secret, [{ ...item, ...note }], {
        mode: 'suppress',
        language,
      });
      // The menu closes this form and says what was added (GuestMenu).
      setOutcome(null);
      onSaved(part);
    } catch (error) {
      setOutcome({ ok: false, text: groupRefusal(error) ?? t('groupChangeFailed') });
    } finally {
      setSaving(false);
    }
  }

  return { addKey: 'addToPart', saving, outcome, setOutcome, save };
}
