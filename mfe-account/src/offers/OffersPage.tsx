import { useTranslation } from 'react-i18next';
import { useChannel } from '@qsr/shared-contracts';
import { PointsHistory } from '../rewards/PointsHistory';
import { RewardsCatalogue } from '../rewards/RewardsCatalogue';
import { useRewards } from '../rewards/use-rewards';
import { MemberPage } from '../session/MemberPage';
import { NS } from '../strings';
import { MemberOffers } from './MemberOffers';
import { OfferMessages } from './OfferMessages';
import { WalletRewards } from './WalletRewards';

/**
 * /offers and /account/offers: the offer screen's messages (§4.14), the member's points and the
 * rewards to spend them on, then the wallet rewards and offers for this channel (§5), and where
 * the points came from and went. The catalogue's rewards are for the restaurants' box, so the
 * catering site leaves them out.
 */
export function OffersPage() {
  const { t } = useTranslation(NS);
  const withPoints = useChannel() === 'default';
  const rewards = useRewards(withPoints);
  return (
    <MemberPage title={t('offers')}>
      <OfferMessages />
      {withPoints && <RewardsCatalogue rewards={rewards} />}
      <WalletRewards />
      <MemberOffers />
      {withPoints && <PointsHistory history={rewards.history} />}
    </MemberPage>
  );
}
