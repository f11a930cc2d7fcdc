import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actions, splitContentCards, useAppState, useChannel } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { cardClass } from '@qsr/shared-ui';

/**
 * §4.14 the offer screen's own content cards (feed_type `offer_screen_message`), at the top of
 * /offers: the marketing platform's word on the member's offers.
 */
export function OfferMessages() {
  const { t } = useTranslation(NS);
  const { contentCards, token } = useAppState();
  const channel = useChannel();
  const hasCards = contentCards.length > 0;
  // The host asks for the cards on the home page; a first visit straight to /offers asks here.
  useEffect(() => {
    if (!hasCards) void actions.loadContentCards();
  }, [hasCards]);
  const messages = splitContentCards(contentCards, {
    member: Boolean(token),
    channel,
  }).offerScreenMessage;
  if (messages.length === 0) return null;
  return (
    <ul className="account-list account-offer-messages">
      {messages.map((card) => (
        <li key={card.id} className={`${cardClass({ tone: 'flat' })} account-offer-message`}>
          {card.imageUrl && <img src={card.imageUrl} alt="" width={320} height={168} />}
          <div>
            <h2>{card.title}</h2>
            {card.description && <p>{card.description}</p>}
            {card.url?.startsWith('/') && card.url !== '/offers' && (
              <Link to={card.url}>{t('seeMore')}</Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
