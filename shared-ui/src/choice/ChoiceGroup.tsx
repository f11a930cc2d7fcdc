import type { ReactNode } from 'react';
import { FieldHelp } from '../field/FieldParts';
import { useFieldIds } from '../field/describe';

export interface Choice {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface GroupProps {
  legend: ReactNode;
  choices: readonly Choice[];
  hint?: ReactNode;
  error?: ReactNode | false;
  /** The group's name for its inputs (radio buttons share one). */
  name?: string;
  className?: string;
}

function Group({
  legend,
  hint,
  error,
  className,
  children,
  describedBy,
  ids,
}: Pick<GroupProps, 'legend' | 'hint' | 'error' | 'className'> & {
  children: ReactNode;
  describedBy?: string;
  ids: ReturnType<typeof useFieldIds>;
}) {
  return (
    <fieldset
      className={['ui-choice-group', error && 'ui-field--invalid', className]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={describedBy}
    >
      <legend>{legend}</legend>
      {children}
      <FieldHelp hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </fieldset>
  );
}

/** One choice of several, as radio buttons under a legend. */
export function RadioGroup({
  value,
  onChange,
  ...props
}: GroupProps & { value: string; onChange: (value: string) => void }) {
  const ids = useFieldIds(props.hint, props.error);
  const name = props.name ?? ids.id;
  return (
    <Group {...props} ids={ids} describedBy={ids.describedBy}>
      {props.choices.map((choice) => (
        <label key={choice.value} className="ui-choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            disabled={choice.disabled}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </Group>
  );
}

/** Any number of choices, as checkboxes under a legend. */
export function CheckboxGroup({
  values,
  onChange,
  ...props
}: GroupProps & { values: readonly string[]; onChange: (values: string[]) => void }) {
  const ids = useFieldIds(props.hint, props.error);
  return (
    <Group {...props} ids={ids} describedBy={ids.describedBy}>
      {props.choices.map((choice) => (
        <label key={choice.value} className="ui-choice">
          <input
            type="checkbox"
            name={props.name}
            value={choice.value}
            checked={values.includes(choice.value)}
            disabled={choice.disabled}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...values, choice.value]
                  : values.filter((v) => v !== choice.value),
              )
            }
          />
          {choice.label}
        </label>
      ))}
    </Group>
  );
}

/** One checkbox with its label (a consent, a preference). */
export function Checkbox({
  label,
  checked,
  onChange,
  className,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={className ? `ui-choice ${className}` : 'ui-choice'}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
