import type { ReactNode } from 'react';
import { Page } from '@qsr/shared-contracts';
import '../account.css';
import { cardClass } from '@qsr/shared-ui';

/** The frame of the sign-in, sign-up and password pages: one narrow card. */
export function EntryPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page boundary="account" title={title} className="account-page account-entry">
      <div className={cardClass({ tone: 'flat' })}>{children}</div>
    </Page>
  );
}
