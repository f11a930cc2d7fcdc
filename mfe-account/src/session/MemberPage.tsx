import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, useReturnHere, useSignedIn } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { AccountNav } from './AccountNav';
import '../account.css';
import { buttonClass, cardClass } from '@qsr/shared-ui';

/**
 * A page of the member area: its content for a signed-in member, else a sign-in prompt that
 * comes back here afterwards (§4.2 stored redirect).
 */
export function MemberPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const signedIn = useSignedIn();
  const returnHere = useReturnHere();
  return (
    <Page boundary="account" title={title} className="account-page">
      {signedIn ? (
        <>
          <AccountNav />
          <div className="account-content">{children}</div>
        </>
      ) : (
        <div className={`${cardClass({ tone: 'flat' })} account-prompt`}>
          <p>{t('signInToSee')}</p>
          <Link className={buttonClass()} to="/account/login" onClick={returnHere}>
            {t('signIn')}
          </Link>{' '}
          <Link to="/account/signup">{t('createAccount')}</Link>
        </div>
      )}
    </Page>
  );
}
