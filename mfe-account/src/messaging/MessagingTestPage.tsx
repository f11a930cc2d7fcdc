import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  getInAppMessages,
  isInAppMessageShown,
  Page,
  useChannel,
  type SiteVariant,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import '../account.css';
import { NextStep } from '../session/NextStep';
import { cardClass, SkeletonList } from '@qsr/shared-ui';
import { LoadFailed } from '../session/LoadFailed';

/** /messaging/test (§4.14): the in-app messages of this site variant; iam_app never on the web. */
export function MessagingTestPage() {
  const { t } = useTranslation(NS);
  // The host decided the channel (catering host name or port); the site variant follows it.
  const variant: SiteVariant = useChannel() === 'catering' ? 'catering' : 'mealtime';
  const { data, error, mutate } = useSWR(['account', 'in-app-messages'], () => getInAppMessages());
  const messages = data?.filter((message) => isInAppMessageShown(message, variant));
  return (
    <Page boundary="account" title={t('messages')} className="account-page">
      <p>{t('messagesFor', { variant: `iam_${variant}` })}</p>
      {error && !data ? (
        <LoadFailed retry={mutate} />
      ) : !messages ? (
        <SkeletonList label={t('loading')} rows={2} rowClassName={cardClass({ tone: 'flat' })} />
      ) : messages.length === 0 ? (
        <NextStep
          title={t('noMessages')}
          text={t('noMessagesBody')}
          action={t('backToAccount')}
          to="/account"
        />
      ) : (
        <ul className="account-list">
          {messages.map((message) => (
            <li key={message.id} className={cardClass({ tone: 'flat' })} role="note">
              {message.message}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
