import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, inboxCards, unviewedCount, useAppState, useChannel } from '@qsr/shared-contracts';
import { FormErrors } from '../forms/FormErrors';
import { useSubmit } from '../forms/use-submit';
import { MemberPage } from '../session/MemberPage';
import { NS } from '../strings';
import { InboxCard } from './InboxCard';
import { NextStep } from '../session/NextStep';
import { cardClass, SkeletonList } from '@qsr/shared-ui';

/**
 * /account/inbox: the content cards (§4.14, control cards never shown). The unviewed count
 * lives in the shared state, where the header reads it too; opening a card marks it viewed.
 */
export function InboxPage() {
  const { t } = useTranslation(NS);
  return (
    <MemberPage title={t('inbox')}>
      <Inbox />
    </MemberPage>
  );
}

function Inbox() {
  const { t } = useTranslation(NS);
  const { contentCards } = useAppState();
  const channel = useChannel();
  const { busy, errors, submit } = useSubmit();
  useEffect(() => {
    void submit(() => actions.loadContentCards());
  }, [submit]);
  const cards = inboxCards(contentCards, channel);
  const unread = unviewedCount(contentCards, channel);

  if (errors.length > 0 && cards.length === 0) return <FormErrors messages={[t('loadFailed')]} />;
  if (busy && cards.length === 0) {
    return (
      <SkeletonList label={t('loading')} rows={2} rowClassName={cardClass({ tone: 'flat' })} />
    );
  }
  if (cards.length === 0) {
    return (
      <NextStep
        title={t('inboxEmpty')}
        text={t('inboxEmptyBody')}
        action={t('seeOffers')}
        to="/offers"
      />
    );
  }
  return (
    <>
      <p role="status" className="account-unread">
        {t('unread', { count: unread })}
      </p>
      <ul className="account-list">
        {cards.map((card) => (
          <InboxCard key={card.id} card={card} />
        ))}
      </ul>
    </>
  );
}
