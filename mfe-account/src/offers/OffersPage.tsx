import { useTranslation } from 'react-i18next';
import { MemberPage } from '../session/MemberPage';
import { NS } from '../strings';
import { MemberOffers } from './MemberOffers';
import { WalletRewards } from './WalletRewards';

/** /offers and /account/offers: the member's offers and wallet rewards for this channel (§5). */
export function OffersPage() {
  const { t } = useTranslation(NS);
  return (
    <MemberPage title={t('offers')}>
      <WalletRewards />
      <MemberOffers />
    </MemberPage>
  );
}
