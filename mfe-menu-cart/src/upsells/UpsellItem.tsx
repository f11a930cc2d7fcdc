import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Order, type Upsell } from '@qsr/shared-contracts';
import { optionProblems, productPrice } from '../product/product-options';
import { OptionGroup } from '../product/OptionGroup';
import { NS } from '../strings';
import { requiredOptions } from './suggestion-product';
import { useUpsellAdd } from './use-upsell-add';
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
  const suggestion = useUpsellAdd({ upsell, order, email, onBusy, onAdded });
  const { product, setProduct, chosen, setChosen, checked, setChecked, busy, failed } = suggestion;
  const item = useRef<HTMLLIElement>(null);
  const choicesId = `menuCart-upsell-${upsell.id}-choices`;
  const groups = product ? requiredOptions(product) : [];
  const problems = checked ? optionProblems(groups, chosen) : [];

  // What opens or goes wrong comes into view above the sticky checkout (scroll-padding).
  useEffect(() => {
    if (failed || product) item.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failed, product, problems.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!product) return;
    setChecked(true);
    if (optionProblems(groups, chosen).length > 0) return;
    void suggestion.add(product, chosen);
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
            onClick={() => void suggestion.start()}
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
