import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from '../field/FieldParts';
import { useFieldIds } from '../field/describe';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first, empty choice that asks the customer to pick. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode | false;
  /** Beside the label, for a choice that must be made. */
  requiredMark?: boolean;
};

/** A labelled native select, with the same hint and error as a Field. */
export function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
  requiredMark,
  id,
  className,
  ...select
}: SelectProps) {
  const ids = useFieldIds(hint, error, id);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      requiredMark={requiredMark}
      ids={ids}
      className={className}
    >
      <select
        id={ids.id}
        className="ui-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
