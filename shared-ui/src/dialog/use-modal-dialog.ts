import { useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element that last took the focus in the page (see `followFocus`). */
let lastFocused: HTMLElement | null = null;
let following = false;

/**
 * Remembers, from now on, which element last took the focus. A button the page disables while
 * it works ('Review order' while the box is checked) drops the focus to the body before the
 * dialog it opens appears; the dialog still knows what opened it. The host starts it at boot;
 * a dialog starts it too (once), for a remote running alone.
 */
export function followFocus(doc: Document = document): void {
  if (following) return;
  following = true;
  doc.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

/** What opened a dialog: the focused element, else the one that last had the focus. */
function opener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/**
 * Keyboard behaviour every popup of the site shares (§2.9): focus moves into the dialog,
 * Tab stays inside it, Escape closes it, and focus returns to what opened it on close (unless
 * the page has moved it on meanwhile).
 */
export function useModalDialog<T extends HTMLElement>(open: boolean, onClose: () => void) {
  const ref = useRef<T>(null);
  const close = useRef(onClose);
  close.current = onClose;
  followFocus();

  useEffect(() => {
    if (!open) return undefined;
    const dialog = ref.current;
    const returnTo = opener();
    const focusables = () => [...(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    (focusables()[0] ?? dialog)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!dialog.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the opener, unless the page has already moved the focus on (to a notice it
      // shows as the dialog closes, say).
      const active = document.activeElement;
      if (!active || active === document.body || dialog?.contains(active)) returnTo?.focus?.();
    };
  }, [open]);

  return ref;
}
