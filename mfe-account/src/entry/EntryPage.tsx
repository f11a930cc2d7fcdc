import type { ReactNode } from 'react';
import { Page } from '@qsr/shared-contracts';
import '../account.css';

/** The frame of the sign-in, sign-up and password pages: one narrow card. */
export function EntryPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page boundary="account" title={title} className="account-page account-entry">
      <div className="account-card">{children}</div>
    </Page>
  );
}
