import { useTranslation } from 'react-i18next';
import { type ProductChoice, type ProductOption } from '@qsr/shared-contracts';
import { chosenInOption, maxPerChoice, withChoice, type ChoiceQuantities } from './product-options';
import { CheckboxGroup, ChoiceFieldset, Price, QuantityStepper, RadioGroup } from '@qsr/shared-ui';
import { useCalorieFigure } from '../menu/calorie-figure';
import { AllergenFlag } from '../allergens/AllergenFlag';
import { NS } from '../strings';
import { optionProblemText, optionRuleText } from './option-rule';
import './option-group.css';

/** The radio value of 'No thanks' (no choice ids are empty). */
const NO_THANKS = '';

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
  const figure = useCalorieFigure();
  return (
    <span className="menuCart-choice-text">
      <span>{choice.name}</span>
      {choice.cost > 0 && <Price amount={choice.cost} extra className="menuCart-choice-cost" />}
      {/* What a choice adds, like its cost: 'Large +160 Cal'; a size that adds nothing says none. */}
      {choice.calories !== undefined && choice.calories > 0 && (
        <span className="menuCart-choice-cal">
          {t('choiceCalories', { calories: figure(choice.calories) })}
        </span>
      )}
      <AllergenFlag contains={choice.allergens} />
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
  const count = chosenInOption(option, chosen);
  const perChoice = maxPerChoice(option);
  const set = (choiceId: number, quantity: number) =>
    onChange(withChoice(option, chosen, choiceId, quantity));
  const picked = option.choices
    .filter((choice) => (chosen[choice.id] ?? 0) > 0)
    .map((choice) => String(choice.id));
  const frame = {
    id,
    look: 'panel' as const,
    className: 'menuCart-option',
    error: problem && optionProblemText(option, problem, t),
    legend: (
      <>
        <span className="menuCart-option-name">{option.name}</span>
        <span className="menuCart-option-rule">
          {optionRuleText(option, t)}
          {option.min > 0 && ` · ${t('required')}`}
        </span>
      </>
    ),
  };

  if (option.max === 1) {
    return (
      <RadioGroup
        {...frame}
        name={id}
        value={picked[0] ?? NO_THANKS}
        choices={[
          ...option.choices.map((choice) => ({
            value: String(choice.id),
            label: <ChoiceText choice={choice} />,
          })),
          ...(option.min === 0
            ? [
                {
                  value: NO_THANKS,
                  label: <span className="menuCart-choice-text">{t('noThanks')}</span>,
                },
              ]
            : []),
        ]}
        onChange={(value) =>
          value === NO_THANKS
            ? onChange(withChoice(option, chosen, option.choices[0]?.id ?? 0, 0))
            : set(Number(value), 1)
        }
      />
    );
  }

  if (perChoice === 1) {
    return (
      <CheckboxGroup
        {...frame}
        values={picked}
        choices={option.choices.map((choice) => ({
          value: String(choice.id),
          label: <ChoiceText choice={choice} />,
          disabled: !picked.includes(String(choice.id)) && count >= option.max,
        }))}
        onChange={(values) => {
          const added = values.find((value) => !picked.includes(value));
          const removed = picked.find((value) => !values.includes(value));
          if (added) set(Number(added), 1);
          else if (removed) set(Number(removed), 0);
        }}
      />
    );
  }

  return (
    <ChoiceFieldset {...frame}>
      {option.choices.map((choice) => {
        const quantity = chosen[choice.id] ?? 0;
        return (
          <div key={choice.id} className="menuCart-choice-counter">
            <ChoiceText choice={choice} />
            <QuantityStepper
              value={quantity}
              onChange={(next) => set(choice.id, next)}
              min={0}
              max={count >= option.max ? quantity : perChoice}
              quantityLabel={t('quantityOf', { name: choice.name })}
              decreaseLabel={t('oneLess', { name: choice.name })}
              increaseLabel={t('oneMore', { name: choice.name })}
            />
          </div>
        );
      })}
    </ChoiceFieldset>
  );
}
