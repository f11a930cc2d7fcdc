import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  restaurantZone,
  useChannel,
  type Order,
  useLanguage,
  useMember,
  useRestaurant,
} from '@qsr/shared-contracts';
import { type CardDetails, type CardField } from '../payment/card';
import { ContactSection } from '../contact/ContactSection';
import { RoundUpDonation } from '../donation/RoundUpDonation';
import { HandoffSection } from '../handoff/HandoffSection';
import { PaymentSection } from '../payment/PaymentSection';
import { useWallet } from '../payment/use-wallet';
import { PromoSummary } from '../promo/PromoSummary';
import { NS } from '../strings';
import { notAsapMessage } from '../time/not-asap';
import { TimeSection } from '../time/TimeSection';
import { useHandoffTimes } from '../time/use-handoff-times';
import { TipSection } from '../tip/TipSection';
import { offeredHandoffs } from './draft';
import { useDraftFields } from './use-draft-fields';
import { ChangeRefused } from './ChangeRefused';
import { AddressRefused } from '../handoff/AddressRefused';
import { ChoicesFollowOrder } from '../pricing/ChoicesFollowOrder';
import { useBeginCheckout } from './use-begin-checkout';
import { useSavedCards } from './use-saved-cards';
import { ErrorSummary, useErrorSummary } from '@qsr/shared-ui';
import { checkoutProblems } from './checkout-problems';
import { CheckoutSide } from './CheckoutSide';
import { RestaurantChangeNotices } from './RestaurantChangeNotices';
import { useBoxChanges } from './use-box-changes';
import { useCheckoutAlert } from './use-checkout-alert';
import { useCheckoutDraft } from './use-checkout-draft';
import { useCheckoutReview } from './use-checkout-review';
import { useOrderPlacement } from './use-order-placement';
import { useOrderValidation } from './use-order-validation';

const NO_CARD: CardDetails = { number: '', expiry: '', cvv: '', zip: '' };
const NO_FIELDS: CardField[] = [];

/**
 * §4.1 steps 3–6: the customer's choices go to the order, the order is validated, the
 * confirmation dialog (§2.8) asks 'Are these details correct?', and its Place Order pays and
 * submits here, once.
 */
export function CheckoutForm({ order, inApp }: { order: Order; inApp: boolean }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const location = useRestaurant();
  const user = useMember();
  const channel = useChannel();
  const savedCards = useSavedCards(order, Boolean(user));
  const wallet = useWallet();
  const [draft, setDraft] = useCheckoutDraft(order, user, savedCards.accounts[0]?.id);
  const [card, setCard] = useState<CardDetails>(NO_CARD);
  const { tried, attempt, check } = useErrorSummary();
  const [timesRefresh, setTimesRefresh] = useState(0);
  const timesClosed = () => setTimesRefresh((n) => n + 1);
  const changes = useBoxChanges({ order, draft, setDraft, location, onTimesClosed: timesClosed });
  const { refusal, refused, undeliverable, changeHandoff } = changes;
  const alert = useCheckoutAlert(setDraft, timesClosed);
  useBeginCheckout(order, location);
  useOrderValidation(order.id);

  const modes = useMemo(() => offeredHandoffs(location, channel), [location, channel]);
  const zone = restaurantZone(location);
  const times = useHandoffTimes(order, draft, zone, timesRefresh);
  const notAsap = notAsapMessage(t, times.notAsap, language);
  const { errors, wrongCard, timeMissing, tipInvalid, problems } = checkoutProblems(
    t,
    draft,
    card,
    { notAsap, notOffered: times.notOffered },
  );
  const placement = useOrderPlacement({ order, draft, card, wallet, member: user, inApp, alert });
  const { busy, review } = useCheckoutReview({ draft, location, problems, check, changes, alert });
  // The same handlers on every render: a section redraws only when what it shows changes.
  const { tip, setTip, setPayment } = useDraftFields(draft, setDraft);

  return (
    <div className="checkout-layout">
      {/* The order's handoff or time changed under the page (another tab): the choices follow it. */}
      <ChoicesFollowOrder order={order} setDraft={setDraft} />
      <div className="checkout-main">
        <ErrorSummary title={t('fixErrors')} attempt={attempt} errors={tried ? problems : []} />
        {/* Read first: what a change of restaurant did to the box (items, a time) on its own. */}
        <RestaurantChangeNotices />
        <HandoffSection
          draft={draft}
          modes={modes}
          location={location}
          user={user}
          errors={tried ? errors : null}
          onChange={setDraft}
          onHandoff={changeHandoff}
          onAddressChosen={changes.sendAddress}
        />
        {refusal?.section === 'handoff' && <ChangeRefused message={refused ?? ''} />}
        {undeliverable && (
          <AddressRefused
            message={refused ?? ''}
            onPickup={modes.includes('pickup') ? () => changeHandoff('pickup') : null}
          />
        )}
        <ContactSection
          draft={draft}
          user={user}
          errors={tried ? errors : null}
          onChange={setDraft}
        />
        <TimeSection
          draft={draft}
          zone={zone}
          times={times}
          missing={tried && timeMissing}
          onTime={changes.changeTime}
          onLater={changes.scheduleLater}
        />
        {refusal?.section === 'time' && <ChangeRefused message={refused ?? ''} />}
        <PromoSummary order={order} canChange={!inApp} />
        <TipSection order={order} tip={tip} invalid={tried && tipInvalid} onTip={setTip} />
        <RoundUpDonation order={order} />
        <PaymentSection
          savedCards={savedCards}
          wallet={wallet}
          choice={draft.payment}
          card={card}
          wrong={tried ? wrongCard : NO_FIELDS}
          onChoice={setPayment}
          onCard={setCard}
        />
      </div>
      <CheckoutSide
        order={order}
        deliveryChosen={draft.handoff === 'delivery'}
        placement={placement}
        failure={alert.failure}
        alertRef={alert.alertRef}
        busy={busy}
        onReview={review}
      />
    </div>
  );
}
