import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  bus,
  choiceItems,
  choicesOfLine,
  formatMoney,
  NOT_ORDERABLE_CODES,
  optionProblems,
  productPrice,
  useAppState,
  type CartProduct,
  type ChoiceQuantities,
  type Product,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { emitProductAdded } from './add-events';
import { OptionGroup } from './OptionGroup';
import { optionProblemText } from './option-rule';
import { buttonClass, QuantityStepper } from '@qsr/shared-ui';

interface Props {
  product: Product;
  category?: string;
  /** The box line being edited (/order/product?cid=…). */
  line: CartProduct | null;
  initialQuantity: number;
  /**
   * Why it cannot be ordered for the box's time (the page shows it, `NOT_ORDERABLE_ID`): then
   * it cannot be added (null: it can).
   */
  notOrderable: string | null;
}

const MAX_QUANTITY = 99;

/** The page's words for why the product cannot be ordered for the box's time. */
export const NOT_ORDERABLE_ID = 'menuCart-not-orderable';

/** Choices, instructions and quantity of a product, with its live price; adds or updates. */
export function ProductForm({ product, category, line, initialQuantity, notOrderable }: Props) {
  const { t } = useTranslation(NS);
  const { location, channel } = useAppState();
  const [chosen, setChosen] = useState<ChoiceQuantities>(() =>
    line ? choicesOfLine(line.choices) : {},
  );
  const [quantity, setQuantity] = useState(initialQuantity);
  const [instructions, setInstructions] = useState(line?.instructions ?? '');
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
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
    bus.emit('cart:open');
  }

  return (
    <form className="menuCart-product-form" onSubmit={(event) => void submit(event)} noValidate>
      {shownProblems.length > 0 && (
        <div ref={summary} tabIndex={-1} role="alert" className="menuCart-form-problems">
          <p>{t('fixOptions')}</p>
          <ul>
            {shownProblems.map(({ option, kind }) => (
              <li key={option.id}>
                <a href={`#option-${option.id}`}>{optionProblemText(option, kind, t)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
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
          {saving ? t('saving') : t(line ? 'updateBox' : 'addToBox', { price: formatMoney(price) })}
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
