import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actions } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { buttonClass } from '@qsr/shared-ui';

/** §4.2 sign-out: the session ends, the member and token are cleared, the box is abandoned. */
export function SignOutButton() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    await actions.signOut();
    void navigate('/');
  };
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'quiet' })}
      onClick={signOut}
      disabled={busy}
    >
      {busy ? t('signingOut') : t('signOut')}
    </button>
  );
}
