import type { ReactNode } from 'react';
import type { RemoteName } from '../remotes/remote-names';
import { usePageTitle } from './use-page-title';

/** A remote's page: its root carries the team's `data-boundary`, its heading names the page. */
export function Page({
  boundary,
  title,
  children,
  className,
}: {
  boundary: RemoteName;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  usePageTitle(title);
  return (
    <div data-boundary={boundary} className={className}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
