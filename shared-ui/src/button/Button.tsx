import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** As wide as its container (the main action of a form or a drawer). */
  block?: boolean;
  /**
   * No inline padding, so its words line up with the column's edge: a quiet button under a
   * field ('Use my location') rather than one in a row of buttons.
   */
  flush?: boolean;
}

/** The classes of a button's look, for a link that acts as one (`<Link className={…}>`). */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  flush = false,
}: ButtonLook = {}) {
  return [
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    block && 'ui-button--block',
    flush && 'ui-button--flush',
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** Working: the button says so to assistive technology and takes no second press. */
    loading?: boolean;
  };

/** The site's one button. */
export function Button({
  variant,
  size,
  block,
  flush,
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const look = buttonClass({ variant, size, block, flush });
  return (
    <button
      type={type}
      className={className ? `${look} ${className}` : look}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="ui-button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
