import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, useNavigateFromHere } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { buttonClass } from '@qsr/shared-ui';

/** §4.2 sign-out: the session ends, the member and token are cleared, the box is abandoned. */
export function SignOutButton() {
  const { t } = useTranslation(NS);
  const fromHere = useNavigateFromHere();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    const navigate = fromHere();
    setBusy(true);
    await actions.signOut();
    navigate('/');
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
