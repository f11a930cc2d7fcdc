import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './FieldParts';
import { useFieldIds } from './describe';
import { applyMask, MASK_INPUT_MODE, type Mask } from './masks';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The field's own error, shown next to it and tied to the input for screen readers. */
  error?: ReactNode | false;
  hint?: ReactNode;
  /** Keeps the value in a shape as the customer types (digits only underneath). */
  mask?: Mask;
  /** Beside the label, for a field that must be filled. */
  requiredMark?: boolean;
  /** An error that arrives after a submit, announced as it appears (role alert). */
  liveError?: boolean;
  /** A control on the input's row, after it (a promo code's Apply). */
  addon?: ReactNode;
};

/** A labelled text input with its hint and its error, the way every form of the site has it. */
export function Field({
  label,
  value,
  onChange,
  error,
  hint,
  mask,
  id,
  className,
  requiredMark,
  liveError,
  addon,
  ...input
}: FieldProps) {
  const ids = useFieldIds(hint, error, id);
  const control = (
    <input
      id={ids.id}
      type="text"
      className="ui-input"
      value={value}
      inputMode={mask ? MASK_INPUT_MODE[mask] : undefined}
      onChange={(event) =>
        onChange(mask ? applyMask(mask, event.target.value) : event.target.value)
      }
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      {...input}
    />
  );
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      requiredMark={requiredMark}
      liveError={liveError}
      ids={ids}
      className={className}
    >
      {addon ? (
        <div className="ui-field-row">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}
