import { useTranslation } from 'react-i18next';
import { MemberPage } from '../session/MemberPage';
import { NS } from '../strings';
import { MemberOffers } from './MemberOffers';
import { OfferMessages } from './OfferMessages';
import { WalletRewards } from './WalletRewards';

/**
 * /offers and /account/offers: the offer screen's messages (§4.14), then the member's wallet
 * rewards and offers for this channel (§5).
 */
export function OffersPage() {
  const { t } = useTranslation(NS);
  return (
    <MemberPage title={t('offers')}>
      <OfferMessages />
      <WalletRewards />
      <MemberOffers />
    </MemberPage>
  );
}
