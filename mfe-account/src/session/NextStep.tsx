import { Link } from 'react-router';
import { buttonClass, EmptyState } from '@qsr/shared-ui';

export interface NextStepProps {
  /** What is empty, in a few words (the heading). */
  title: string;
  /** A line under it: what will fill it. */
  text: string;
  /** The one thing to do about it, and where it goes. */
  action: string;
  to: string;
}

/** An empty list of the account (no orders, no cards …) with the step that fills it. */
export function NextStep({ title, text, action, to }: NextStepProps) {
  return (
    <EmptyState
      title={title}
      headingLevel={3}
      action={
        <Link className={buttonClass({ variant: 'secondary' })} to={to}>
          {action}
        </Link>
      }
    >
      <p>{text}</p>
    </EmptyState>
  );
}
