import type { ReactNode } from 'react';

/** Nothing here yet, and the next step: an empty box, no orders, no results. */
export function EmptyState({
  title,
  children,
  action,
  illustration,
  headingLevel = 2,
}: {
  title: ReactNode;
  children?: ReactNode;
  /** The next step (a Button or a link styled as one): an empty state always offers one. */
  action: ReactNode;
  /** A decorative picture (alt=""), drawn above the title. */
  illustration?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="ui-empty-state">
      {illustration && <div className="ui-empty-state-art">{illustration}</div>}
      <Heading className="ui-empty-state-title">{title}</Heading>
      {children && <div className="ui-empty-state-body">{children}</div>}
      <div className="ui-empty-state-action">{action}</div>
    </div>
  );
}
