import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isSitePath } from '@qsr/shared-contracts';

/** A content link: site paths stay in the app. */
export function ContentLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
