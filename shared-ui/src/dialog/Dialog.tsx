import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { IconButton } from '../icon-button/IconButton';

type OverlayProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role' | 'children'> & {
  open: boolean;
  onClose: () => void;
  /**
   * Its heading. Leave it out when the content heads itself (a panel also shown as a page):
   * then name the overlay with `aria-labelledby`.
   */
  title?: ReactNode;
  children: ReactNode;
  /** The buttons at its foot (a Button row). */
  actions?: ReactNode;
  /** `row`: side by side at the end; `stack`: one under another, full width (a confirmation). */
  actionsLayout?: 'row' | 'stack';
  /**
   * The spoken name of a × in its top corner. It is the last stop of the tab order, so the
   * focus starts on the content (§2.9), and Escape does the same.
   */
  closeLabel?: string;
  /** An alert dialog asks for an answer: a click beside it does not close it. */
  role?: 'dialog' | 'alertdialog';
  /** A dialog's width: `md` for a question, `lg` for a panel with a map or a list. */
  size?: 'md' | 'lg';
  /** A drawer's side: `end` (the box, on the right) or `start` (a site menu, on the left). */
  side?: 'start' | 'end';
  /** Whether a click beside it closes it; by default a dialog's does, an alert dialog's not. */
  closeOnScrim?: boolean;
};

function Overlay({
  open,
  onClose,
  title,
  children,
  actions,
  actionsLayout = 'row',
  closeLabel,
  role = 'dialog',
  closeOnScrim = role === 'dialog',
  size = 'md',
  side = 'end',
  className,
  kind,
  ...rest
}: OverlayProps & { kind: 'dialog' | 'drawer' }) {
  const ref = useModalDialog<HTMLDivElement>(open, onClose);
  const titleId = useId();
  if (!open) return null;
  return (
    <div className={`ui-scrim ui-scrim--${kind}`} onClick={closeOnScrim ? onClose : undefined}>
      <div
        ref={ref}
        className={[
          `ui-${kind}`,
          kind === 'dialog' ? `ui-dialog--${size}` : `ui-drawer--${side}`,
          closeLabel && 'ui-overlay--closable',
          className,
        ]
          .filter(Boolean)
          .join(' ')}
        role={role}
        aria-modal="true"
        aria-labelledby={title === undefined ? undefined : titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        {...rest}
      >
        {title !== undefined && (
          <h2 id={titleId} className={`ui-${kind}-title`}>
            {title}
          </h2>
        )}
        <div className={`ui-${kind}-body`}>{children}</div>
        {actions && (
          <div className={`ui-${kind}-actions ui-overlay-actions--${actionsLayout}`}>{actions}</div>
        )}
        {closeLabel && (
          <IconButton className="ui-overlay-close" label={closeLabel} onClick={onClose}>
            ×
          </IconButton>
        )}
      </div>
    </div>
  );
}

/** A modal dialog: focus kept inside, Escape closing it, focus given back on close. */
export function Dialog(props: OverlayProps) {
  return <Overlay {...props} kind="dialog" />;
}

/** A panel from the side of the screen (the box, filters), modal as a Dialog. */
export function Drawer(props: OverlayProps) {
  return <Overlay {...props} kind="drawer" />;
}
