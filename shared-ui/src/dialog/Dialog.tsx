import { useId, type ReactNode } from 'react';
import { useModalDialog } from '@qsr/shared-contracts';

interface OverlayProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The buttons at its foot (a Button row). */
  actions?: ReactNode;
  /** An alert dialog asks for an answer: a click beside it does not close it. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

function Overlay({
  open,
  onClose,
  title,
  children,
  actions,
  role = 'dialog',
  className,
  kind,
}: OverlayProps & { kind: 'dialog' | 'drawer' }) {
  const ref = useModalDialog<HTMLDivElement>(open, onClose);
  const titleId = useId();
  if (!open) return null;
  return (
    <div className={`ui-scrim ui-scrim--${kind}`} onClick={role === 'dialog' ? onClose : undefined}>
      <div
        ref={ref}
        className={[`ui-${kind}`, className].filter(Boolean).join(' ')}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className={`ui-${kind}-title`}>
          {title}
        </h2>
        <div className={`ui-${kind}-body`}>{children}</div>
        {actions && <div className={`ui-${kind}-actions`}>{actions}</div>}
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
