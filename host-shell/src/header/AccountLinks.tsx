import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unviewedCount, useAppState, useChannel } from '@qsr/shared-contracts';
import { buttonClass } from '@qsr/shared-ui';
import { PersonIcon } from '../icons/icons';
import { useSignInReturn } from './use-sign-in-return';

/**
 * §2.3: a signed-in member sees the inbox with the count of unviewed cards and a greeting by
 * first name (no Sign In button); a guest sees Sign In.
 */
export function AccountLinks() {
  const { t } = useTranslation();
  const { token, user, contentCards } = useAppState();
  const channel = useChannel();
  const keepReturn = useSignInReturn();
  if (!token) {
    return (
      // Named as it reads: a phone shows the icon alone, as it does the box's.
      <Link
        to="/account/login"
        className={`${buttonClass({ variant: 'secondary' })} host-sign-in`}
        aria-label={t('signIn')}
        onClick={keepReturn}
      >
        <PersonIcon />
        <span className="host-sign-in-label">{t('signIn')}</span>
      </Link>
    );
  }
  const unviewed = unviewedCount(contentCards, channel);
  return (
    <>
      <Link
        to="/account/inbox"
        className="host-inbox-link"
        aria-label={t('inboxUnviewed', { count: unviewed })}
      >
        {/* "Inbox 2", as shown, so that the name holds the words (WCAG 2.5.3). */}
        {t('inbox')}{' '}
        {unviewed > 0 && (
          <span className="host-count" aria-hidden="true">
            {unviewed}
          </span>
        )}
      </Link>
      <Link to="/account" className="host-greeting">
        {user?.first_name ? t('greeting', { name: user.first_name }) : t('account')}
      </Link>
    </>
  );
}
