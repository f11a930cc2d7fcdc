import { useTranslation } from 'react-i18next';
import {
  chosenInOption,
  formatMoney,
  maxPerChoice,
  withChoice,
  type ChoiceQuantities,
  type ProductChoice,
  type ProductOption,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { optionProblemText, optionRuleText } from './option-rule';
import './option-group.css';

interface Props {
  option: ProductOption;
  chosen: ChoiceQuantities;
  onChange: (chosen: ChoiceQuantities) => void;
  problem?: 'min' | 'max';
  /** Prefix of its ids and radio names, unique on the page (the box's suggestions use their own). */
  idPrefix?: string;
}

function ChoiceText({ choice }: { choice: ProductChoice }) {
  const { t } = useTranslation(NS);
  return (
    <span className="menuCart-choice-text">
      <span>{choice.name}</span>
      {choice.cost > 0 && <span className="menuCart-choice-cost">+{formatMoney(choice.cost)}</span>}
      {choice.calories !== undefined && (
        <span className="menuCart-choice-cal">{t('calories', { count: choice.calories })}</span>
      )}
    </span>
  );
}

/**
 * One option group with its minimum and maximum: radio buttons when one choice is allowed,
 * check boxes for plain picks, and a counter per choice when choices take quantities.
 */
export function OptionGroup({ option, chosen, onChange, problem, idPrefix = 'option' }: Props) {
  const { t } = useTranslation(NS);
  const id = `${idPrefix}-${option.id}`;
  const errorId = `${id}-error`;
  const count = chosenInOption(option, chosen);
  const perChoice = maxPerChoice(option);
  const set = (choiceId: number, quantity: number) =>
    onChange(withChoice(option, chosen, choiceId, quantity));

  return (
    <fieldset
      className={`menuCart-option${problem ? ' has-problem' : ''}`}
      id={id}
      aria-describedby={problem ? errorId : undefined}
      aria-invalid={problem ? true : undefined}
    >
      <legend>
        <span className="menuCart-option-name">{option.name}</span>
        <span className="menuCart-option-rule">
          {optionRuleText(option, t)}
          {option.min > 0 && ` · ${t('required')}`}
        </span>
      </legend>
      {option.max === 1 ? (
        <>
          {option.choices.map((choice) => (
            <label key={choice.id} className="menuCart-choice">
              <input
                type="radio"
                name={id}
                checked={(chosen[choice.id] ?? 0) > 0}
                onChange={() => set(choice.id, 1)}
              />
              <ChoiceText choice={choice} />
            </label>
          ))}
          {option.min === 0 && (
            <label className="menuCart-choice">
              <input
                type="radio"
                name={id}
                checked={count === 0}
                onChange={() => onChange(withChoice(option, chosen, option.choices[0]?.id ?? 0, 0))}
              />
              <span className="menuCart-choice-text">{t('noThanks')}</span>
            </label>
          )}
        </>
      ) : perChoice === 1 ? (
        option.choices.map((choice) => {
          const checked = (chosen[choice.id] ?? 0) > 0;
          return (
            <label key={choice.id} className="menuCart-choice">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && count >= option.max}
                onChange={(event) => set(choice.id, event.target.checked ? 1 : 0)}
              />
              <ChoiceText choice={choice} />
            </label>
          );
        })
      ) : (
        option.choices.map((choice) => {
          const quantity = chosen[choice.id] ?? 0;
          return (
            <div key={choice.id} className="menuCart-choice menuCart-choice-counter">
              <ChoiceText choice={choice} />
              <span className="ui-stepper">
                <button
                  type="button"
                  className="ui-stepper-button"
                  aria-label={t('oneLess', { name: choice.name })}
                  disabled={quantity === 0}
                  onClick={() => set(choice.id, quantity - 1)}
                >
                  −
                </button>
                <output
                  className="ui-stepper-value"
                  aria-live="polite"
                  aria-label={t('quantityOf', { name: choice.name })}
                >
                  {quantity}
                </output>
                <button
                  type="button"
                  className="ui-stepper-button"
                  aria-label={t('oneMore', { name: choice.name })}
                  disabled={quantity >= perChoice || count >= option.max}
                  onClick={() => set(choice.id, quantity + 1)}
                >
                  +
                </button>
              </span>
            </div>
          );
        })
      )}
      {problem && (
        <p id={errorId} className="menuCart-option-error">
          {optionProblemText(option, problem, t)}
        </p>
      )}
    </fieldset>
  );
}
