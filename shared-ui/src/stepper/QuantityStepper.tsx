/** Fewer or more of one thing, within its limits; the buttons say what they change. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  decreaseLabel,
  increaseLabel,
  quantityLabel,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Spoken names, in the page's language ("Fewer Tenders", "More Tenders", "Quantity"). */
  decreaseLabel: string;
  increaseLabel: string;
  quantityLabel: string;
  disabled?: boolean;
}) {
  return (
    <div className="ui-stepper" role="group" aria-label={quantityLabel}>
      <button
        type="button"
        className="ui-stepper-button"
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="ui-stepper-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="ui-stepper-button"
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
