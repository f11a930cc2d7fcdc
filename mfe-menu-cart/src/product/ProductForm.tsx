import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CartProduct, type Product } from '@qsr/shared-contracts';
import {
  choicesOfLine,
  optionProblems,
  productPrice,
  sameChoices,
  type ChoiceQuantities,
} from './product-options';
import { NS } from '../strings';
import { ItemAllergens } from '../allergens/ItemAllergens';
import { LiveCalories } from './LiveCalories';
import { OptionGroup } from './OptionGroup';
import { OptionProblems } from './OptionProblems';
import type { ProductSaver } from './use-save-to-box';
import { buttonClass, QuantityStepper } from '@qsr/shared-ui';

interface Props {
  product: Product;
  /** The box line being edited (/order/product?cid=…). */
  line: CartProduct | null;
  initialQuantity: number;
  /**
   * Why it cannot be ordered for the box's time (the page shows it, `NOT_ORDERABLE_ID`): then
   * it cannot be added (null: it can).
   */
  notOrderable: string | null;
  /** Where the chosen item goes: the box (`useSaveToBox`), or a group guest's own part. */
  saver: ProductSaver;
}

const MAX_QUANTITY = 99;

/** The page's words for why the product cannot be ordered for the box's time. */
export const NOT_ORDERABLE_ID = 'menuCart-not-orderable';

/**
 * Choices, instructions and quantity of a product, with its live price and calories; adds or
 * updates.
 */
export function ProductForm({ product, line, initialQuantity, notOrderable, saver }: Props) {
  const { t } = useTranslation(NS);
  const [chosen, setChosen] = useState<ChoiceQuantities>(() =>
    line ? choicesOfLine(line.choices) : {},
  );
  const [quantity, setQuantity] = useState(initialQuantity);
  const [instructions, setInstructions] = useState(line?.instructions ?? '');
  const [checked, setChecked] = useState(false);
  // The box line changed elsewhere while the page was open (the box drawer, another tab): the
  // form follows it, unless the customer has changed the form here since it showed the line.
  const [shownLine, setShownLine] = useState(line);
  if (line && shownLine && line !== shownLine) {
    setShownLine(line);
    const untouched =
      quantity === shownLine.quantity &&
      instructions === (shownLine.instructions ?? '') &&
      sameChoices(chosen, choicesOfLine(shownLine.choices));
    if (untouched) {
      setChosen(choicesOfLine(line.choices));
      setQuantity(Math.min(MAX_QUANTITY, line.quantity));
      setInstructions(line.instructions ?? '');
    }
  }
  const { saving, outcome, setOutcome, save } = saver;
  const summary = useRef<HTMLDivElement>(null);

  const problems = optionProblems(product.options, chosen);
  const shownProblems = checked ? problems : [];
  const price = productPrice(product, chosen, quantity);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setOutcome(null);
    if (problems.length > 0) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    await save(chosen, quantity, instructions);
  }

  return (
    <form className="menuCart-product-form" onSubmit={(event) => void submit(event)} noValidate>
      {shownProblems.length > 0 && <OptionProblems problems={shownProblems} summaryRef={summary} />}
      <ItemAllergens product={product} chosen={chosen} />
      {(product.options ?? []).map((option) => (
        <OptionGroup
          key={option.id}
          option={option}
          chosen={chosen}
          onChange={setChosen}
          problem={shownProblems.find((problem) => problem.option.id === option.id)?.kind}
        />
      ))}
      <label className="ui-field">
        <span>{t('instructions')}</span>
        <textarea
          value={instructions}
          maxLength={120}
          rows={2}
          aria-describedby="menuCart-instructions-hint"
          onChange={(event) => setInstructions(event.target.value)}
        />
        <small id="menuCart-instructions-hint">{t('instructionsHint')}</small>
      </label>
      <div className="menuCart-form-footer">
        <LiveCalories product={product} chosen={chosen} quantity={quantity} />
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          max={MAX_QUANTITY}
          groupLabel={t('quantity')}
          quantityLabel={t('quantityOf', { name: product.name })}
          decreaseLabel={t('oneLess', { name: product.name })}
          increaseLabel={t('oneMore', { name: product.name })}
        />
        <button
          type="submit"
          className={`${buttonClass()} menuCart-add`}
          disabled={saving || notOrderable !== null}
          aria-describedby={notOrderable ? NOT_ORDERABLE_ID : undefined}
        >
          {saving
            ? t('saving')
            : t(line ? 'updateBox' : saver.addKey, { price: formatMoney(price) })}
        </button>
      </div>
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'ui-ok' : 'ui-field-error'}
        >
          {outcome.text}
        </p>
      )}
    </form>
  );
}
