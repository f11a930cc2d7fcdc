/** The trash can of a stepper at its lowest: one fewer takes the thing away. */
function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        fill="currentColor"
        d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
      />
    </svg>
  );
}

/**
 * Fewer or more of one thing, within its limits; the buttons say what they change. At its
 * lowest, with `onRemove`, the minus becomes a trash can that takes the thing away (a box line).
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  decreaseLabel,
  increaseLabel,
  quantityLabel,
  groupLabel,
  onRemove,
  removeLabel,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Spoken names, in the page's language ("One less Tenders", "One more Tenders"). */
  decreaseLabel: string;
  increaseLabel: string;
  /** The spoken name of the number ("Quantity of Tenders"). */
  quantityLabel: string;
  /**
   * The name of the stepper as a group ("Quantity"); left out for a stepper inside a choice
   * whose own label already says what it counts.
   */
  groupLabel?: string;
  onRemove?: () => void;
  removeLabel?: string;
  /** While a change is under way, or when nothing may change. */
  disabled?: boolean;
}) {
  const removing = onRemove !== undefined && value <= min;
  return (
    <span className="ui-stepper" role={groupLabel ? 'group' : undefined} aria-label={groupLabel}>
      {removing ? (
        <button
          type="button"
          className="ui-stepper-button ui-stepper-remove"
          aria-label={removeLabel}
          disabled={disabled}
          onClick={onRemove}
        >
          <TrashIcon />
        </button>
      ) : (
        <button
          type="button"
          className="ui-stepper-button"
          aria-label={decreaseLabel}
          disabled={disabled || value <= min}
          onClick={() => onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
      )}
      <output className="ui-stepper-value" aria-live="polite" aria-label={quantityLabel}>
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
    </span>
  );
}
