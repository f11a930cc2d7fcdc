import type { ReactNode } from 'react';
import { FieldHelp } from '../field/FieldParts';
import { useFieldIds } from '../field/describe';

export interface Choice {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * How a group of choices looks: `plain` lines under a legend; `panel` the group on a surface
 * of its own (a product's option group); `tiles` each choice a bordered tile that shows the
 * one picked (a restaurant to confirm); `chips` short choices as pills in a row (handoff, tip,
 * time).
 */
export type ChoiceLook = 'plain' | 'panel' | 'tiles' | 'chips';

interface FrameProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode | false;
  /** The fieldset's id (a page scrolls to a group with a problem), and its hint's and error's. */
  id?: string;
  look?: ChoiceLook;
  /** The legend only for screen readers, when a heading above already says it. */
  hideLegend?: boolean;
  /** Every choice off at once (while a change is saved), and the group busy meanwhile. */
  disabled?: boolean;
  busy?: boolean;
  className?: string;
}

interface GroupProps extends FrameProps {
  choices: readonly Choice[];
  /** The group's name for its inputs (radio buttons share one). */
  name?: string;
}

function classes(look: ChoiceLook, error: unknown, className?: string) {
  return ['ui-choice-group', `ui-choice-group--${look}`, error && 'ui-field--invalid', className]
    .filter(Boolean)
    .join(' ');
}

function Frame({
  legend,
  hint,
  error,
  look = 'plain',
  hideLegend = false,
  disabled,
  busy,
  className,
  children,
  ids,
  withId,
}: FrameProps & {
  children: ReactNode;
  ids: ReturnType<typeof useFieldIds>;
  withId: boolean;
}) {
  return (
    <fieldset
      id={withId ? ids.id : undefined}
      className={classes(look, error, className)}
      aria-describedby={ids.describedBy}
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      <legend className={hideLegend ? 'ui-visually-hidden' : undefined}>{legend}</legend>
      {children}
      <FieldHelp hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </fieldset>
  );
}

/**
 * A legend, its hint and its error around choices a team draws itself (a counter per choice):
 * the frame of a RadioGroup without its radio buttons.
 */
export function ChoiceFieldset({ children, ...props }: FrameProps & { children: ReactNode }) {
  const ids = useFieldIds(props.hint, props.error, props.id);
  return (
    <Frame {...props} ids={ids} withId={props.id !== undefined}>
      {children}
    </Frame>
  );
}

/** One choice of several, as radio buttons under a legend. */
export function RadioGroup({
  value,
  onChange,
  choices,
  name,
  ...props
}: GroupProps & { value: string; onChange: (value: string) => void }) {
  const ids = useFieldIds(props.hint, props.error, props.id);
  const group = name ?? ids.id;
  return (
    <Frame {...props} ids={ids} withId={props.id !== undefined}>
      {choices.map((choice) => (
        <label key={choice.value} className="ui-choice">
          <input
            type="radio"
            name={group}
            value={choice.value}
            checked={value === choice.value}
            disabled={choice.disabled}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </Frame>
  );
}

/** Any number of choices, as checkboxes under a legend. */
export function CheckboxGroup({
  values,
  onChange,
  choices,
  name,
  ...props
}: GroupProps & { values: readonly string[]; onChange: (values: string[]) => void }) {
  const ids = useFieldIds(props.hint, props.error, props.id);
  return (
    <Frame {...props} ids={ids} withId={props.id !== undefined}>
      {choices.map((choice) => (
        <label key={choice.value} className="ui-choice">
          <input
            type="checkbox"
            name={name}
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
    </Frame>
  );
}

/** One checkbox with its label (a consent, a preference, a round-up), and its error under it. */
export function Checkbox({
  label,
  checked,
  onChange,
  className,
  disabled,
  describedBy,
  id,
  required,
  error,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  /** While its change is saved. */
  disabled?: boolean;
  /** The id of what else explains it. */
  describedBy?: string;
  /** The input's id (an error summary links to it). */
  id?: string;
  /** A box that must be ticked (a consent). */
  required?: boolean;
  /** Its own error, under it and tied to it, as a Field's. */
  error?: ReactNode | false;
}) {
  const ids = useFieldIds(undefined, error, id);
  const box = (
    <label className={className ? `ui-choice ${className}` : 'ui-choice'}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, ids.describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
  if (!error) return box;
  return (
    <div className="ui-field ui-field--invalid">
      {box}
      <FieldHelp error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
