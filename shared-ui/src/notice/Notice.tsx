import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'warning' | 'danger' | 'success';

/**
 * A message in the page: why a button is disabled, what went wrong, what worked. `danger`
 * interrupts (role alert); the others wait their turn (role status).
 */
export function Notice({
  tone = 'info',
  title,
  children,
  className,
  id,
  live = true,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** For a control it explains (`aria-describedby`). */
  id?: string;
  /** Off for a notice that is there from the start and needs no announcing. */
  live?: boolean;
}) {
  const role = !live ? undefined : tone === 'danger' ? 'alert' : 'status';
  return (
    <div
      id={id}
      className={['ui-notice', `ui-notice--${tone}`, className].filter(Boolean).join(' ')}
      role={role}
    >
      {title && <p className="ui-notice-title">{title}</p>}
      {children}
    </div>
  );
}
