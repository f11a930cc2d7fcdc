import type { ButtonHTMLAttributes, ReactNode } from 'react';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** What it does, in words: its accessible name, since the icon says nothing to a screen reader. */
  label: string;
  /** The icon (an inline SVG or a glyph such as ×), hidden from assistive technology. */
  children: ReactNode;
};

/**
 * A button that is only an icon (close, dismiss, open the menu): named in words, a 44×44 target
 * and the system's focus ring, on whatever colour it stands.
 */
export function IconButton({
  label,
  children,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={className ? `ui-icon-button ${className}` : 'ui-icon-button'}
      aria-label={label}
      {...rest}
    >
      <span className="ui-icon-button-icon" aria-hidden="true">
        {children}
      </span>
    </button>
  );
}
