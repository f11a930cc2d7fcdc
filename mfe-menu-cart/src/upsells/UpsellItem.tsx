import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionResult,
  actions,
  choiceItems,
  formatMoney,
  optionProblems,
  productPrice,
  useAppState,
  type ChoiceQuantities,
  type Menu,
  type Order,
  type Product,
  type Upsell,
} from '@qsr/shared-contracts';
import { emitProductAdded } from '../product/add-events';
import { OptionGroup } from '../product/OptionGroup';
import { NS } from '../strings';
import { requiredOptions, suggestionProduct } from './suggestion-product';
import { Button, buttonClass, Price } from '@qsr/shared-ui';

interface Props {
  upsell: Upsell;
  order: Order;
  email?: string;
  /** Another suggestion is being added: this one waits. */
  disabled: boolean;
  onBusy(busy: boolean): void;
  onAdded(name: string): void;
}

/**
 * One 'Complete Your Order' suggestion. '+' adds it at once when it needs no choice; when it
 * has required groups (a side's size, a fountain drink's flavor) they open right here, in the
 * row, and Add puts it in the box with the customer's choices. A failure shows in the row.
 */
export function UpsellItem({ upsell, order, email, disabled, onBusy, onAdded }: Props) {
  const { t } = useTranslation(NS);
  const { location, channel, menu } = useAppState();
  const [product, setProduct] = useState<Product | null>(null);
  const [chosen, setChosen] = useState<ChoiceQuantities>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const choicesId = `menuCart-upsell-${upsell.id}-choices`;
  const groups = product ? requiredOptions(product) : [];
  const problems = checked ? optionProblems(groups, chosen) : [];

  // What opens or goes wrong comes into view above the sticky checkout (scroll-padding).
  useEffect(() => {
    if (failed || product) item.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failed, product, problems.length]);

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!product) return;
    setChecked(true);
    if (optionProblems(groups, chosen).length > 0) return;
    void add(product, chosen);
  };

  return (
    <li ref={item} className="menuCart-upsell">
      <div className="menuCart-upsell-row">
        <span className="menuCart-upsell-name">{upsell.name}</span>
        <Price amount={upsell.cost} />
        {!product && (
          <button
            type="button"
            className={`${buttonClass({ variant: 'secondary', size: 'sm' })} menuCart-upsell-add`}
            aria-label={t('addUpsell', { name: upsell.name })}
            disabled={disabled}
            aria-busy={busy}
            onClick={() => void start()}
          >
            +
          </button>
        )}
      </div>
      {product && (
        <form
          id={choicesId}
          className="menuCart-upsell-choices"
          aria-label={t('upsellChoices', { name: upsell.name })}
          noValidate
          onSubmit={submit}
        >
          {groups.map((option) => (
            <OptionGroup
              key={option.id}
              idPrefix={`menuCart-upsell-${upsell.id}-option`}
              option={option}
              chosen={chosen}
              onChange={setChosen}
              problem={problems.find((problem) => problem.option.id === option.id)?.kind}
            />
          ))}
          <div className="menuCart-upsell-actions">
            <button
              type="submit"
              className={buttonClass({ variant: 'secondary' })}
              disabled={disabled}
            >
              {busy
                ? t('saving')
                : t('addToBox', { price: formatMoney(productPrice(product, chosen, 1)) })}
            </button>
            <Button variant="quiet" disabled={busy} onClick={() => setProduct(null)}>
              {t('notNow')}
            </Button>
          </div>
        </form>
      )}
      {failed && (
        <p role="alert" className="ui-field-error">
          {t('upsellError')}
        </p>
      )}
    </li>
  );
}
