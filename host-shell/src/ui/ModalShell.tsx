import type { AriaAttributes, ReactNode } from 'react';
import { useModalDialog } from '@qsr/shared-contracts';

interface ModalShellProps extends Pick<
  AriaAttributes,
  'aria-label' | 'aria-labelledby' | 'aria-describedby'
> {
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  id?: string;
  className?: string;
  backdropClassName?: string;
  /** An alert dialog asks for an answer: a click beside it does not close it. */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * The host's popups (mobile menu, exit popup, accessibility panel): a modal dialog over a
 * backdrop, focus kept inside, Escape closing it, focus given back on close.
 */
export function ModalShell({
  onClose,
  role = 'dialog',
  id,
  className = 'host-dialog',
  backdropClassName = 'host-dialog-backdrop',
  closeOnBackdrop = true,
  children,
  ...aria
}: ModalShellProps) {
  const ref = useModalDialog<HTMLDivElement>(true, onClose);
  return (
    <div className={backdropClassName} onClick={closeOnBackdrop ? onClose : undefined}>
      <div
        ref={ref}
        id={id}
        className={className}
        role={role}
        aria-modal="true"
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        {...aria}
      >
        {children}
      </div>
    </div>
  );
}
