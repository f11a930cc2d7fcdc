import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  actions,
  CATERING_DELIVERY_MINIMUM,
  cardErrors,
  cateringDeliveryShortfall,
  formatMoney,
  restaurantZone,
  trackOrder,
  useChannel,
  useLanguage,
  useOnline,
  type CardDetails,
  type Order,
  type OrderStatus,
  useBoxPricing,
  useMember,
  useRestaurant,
} from '@qsr/shared-contracts';
import { handoffDetailsErrors } from '../handoff/handoff-details';
import { parseTip } from '../tip/tip';
import { ContactSection } from '../contact/ContactSection';
import { RoundUpDonation } from '../donation/RoundUpDonation';
import { HandoffSection } from '../handoff/HandoffSection';
import { PaymentSection } from '../payment/PaymentSection';
import { PromoSummary } from '../promo/PromoSummary';
import { NS } from '../strings';
import { handlePlaceOrder } from '../submit/place-order-channel';
import {
  checkPlacement,
  placeOrder,
  type FailureKind,
  type PlaceOutcome,
} from '../submit/place-order';
import {
  forgetPlacement,
  isChecking,
  placementOf,
  renewPlacement,
  setChecking,
} from '../submit/placement-store';
import { usePlacementCheck } from '../submit/use-placement-check';
import { PlacementCheck } from './PlacementCheck';
import { TimeSection } from '../time/TimeSection';
import { TipSection } from '../tip/TipSection';
import { CheckoutTotals } from '../totals/CheckoutTotals';
import { addressComplete, applyDelivery, applyDraft, applyHandoff, applyTime } from './apply-draft';
import { initialDraft, offeredHandoffs, type CheckoutDraft, type HandoffMode } from './draft';
import { ChangeRefused } from './ChangeRefused';
import { AddressRefused } from '../handoff/AddressRefused';
import { allPriced } from '../pricing/pricing-store';
import { reprice } from '../pricing/reprice';
import { useFollowOrder } from '../pricing/use-follow-order';
import { useChoicesFollowOrder } from '../pricing/use-choices-follow-order';
import { forgetDraft, keepDraft, restoreDraft } from './draft-store';
import { errorText, failureKindOf, failureMessage } from './failure-message';
import { useBeginCheckout } from './use-begin-checkout';
import { useSavedCards } from './use-saved-cards';
import { buttonClass, ErrorSummary, useErrorSummary } from '@qsr/shared-ui';
import { checkoutErrorSummary } from './error-summary';

const NO_CARD: CardDetails = { number: '', expiry: '', cvv: '', zip: '' };

/** A typed address goes to the order once the typing pauses this long. */
const ADDRESS_PAUSE_MS = 700;

/**
 * Where a refused change is said: next to what the customer just changed. The failure is kept,
 * not its words, so a language switch says it again in the new language.
 */
type Refusal = {
  section: 'handoff' | 'address' | 'time';
  error: unknown;
  kind: FailureKind | 'minimum' | null;
};

/**
 * §4.1 steps 3–6: the customer's choices go to the order, the order is validated, the
 * confirmation dialog (§2.8) asks 'Are these details correct?', and its Place Order pays and
 * submits here, once.
 */
export function CheckoutForm({ order, inApp }: { order: Order; inApp: boolean }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const location = useRestaurant();
  const user = useMember();
  const channel = useChannel();
  const online = useOnline();
  const language = useLanguage();
  const [draft, setDraft] = useState<CheckoutDraft>(() =>
    restoreDraft(order, initialDraft(order, user)),
  );
  const [card, setCard] = useState<CardDetails>(NO_CARD);
  const { tried, attempt, check } = useErrorSummary();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [timesRefresh, setTimesRefresh] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const checkRef = useRef<HTMLDivElement>(null);
  const placing = useRef(false);
  // A placement without an answer: its status is asked until it is known (also after a reload).
  const [checking, setCheckingState] = useState(() => isChecking(order.id));
  // Its status could not be learned in time: the page says what is known until asked again.
  const [unknown, setUnknown] = useState(false);
  const resend = useRef<(() => Promise<PlaceOutcome>) | null>(null);
  const savedCards = useSavedCards(order, Boolean(user));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const pricing = useBoxPricing();
  // The order as the ordering API last answered it: each change starts from it.
  const latest = useRef(order);
  useEffect(() => {
    latest.current = order;
  }, [order]);
  useFollowOrder(latest);
  // The delivery address last sent to the order (as `addressKeyOf` writes it).
  const sentAddress = useRef<string | null>(addressKeyOf(draft));

  useBeginCheckout(order, location);
  useEffect(() => keepDraft(order, draft), [order, draft]);
  const orderId = order.id;
  useEffect(() => {
    // Totals, taxes and a member's saved cards up front; a failure is shown at review.
    void actions.validateOrder({ mode: 'suppress' });
  }, [orderId]);
  const firstAccount = savedCards.accounts[0]?.id;
  const defaulted = useRef(false);
  useEffect(() => {
    // Members pay with their first saved card unless they choose otherwise.
    if (firstAccount === undefined || defaulted.current) return;
    defaulted.current = true;
    setDraft((d) => ({ ...d, payment: { kind: 'saved', accountId: firstAccount } }));
  }, [firstAccount]);

  const modes = offeredHandoffs(location, channel);
  const needs = { delivery: draft.handoff === 'delivery', curbside: draft.handoff === 'curbside' };
  const errors = handoffDetailsErrors(draft.details, needs);
  const wrongCard = draft.payment.kind === 'new' ? cardErrors(card) : [];
  const timeMissing = draft.time.mode === 'scheduled' && !draft.time.wanted;
  const tipInvalid = draft.customTip !== null && parseTip(draft.customTip) === null;
  // How much more the catering delivery minimum needs (§5); null when it is met or not asked.
  const shortfall = cateringDeliveryShortfall(
    channel,
    draft.handoff === 'delivery' ? 'delivery' : order.handoff,
    order.totals,
  );
  const belowMinimum = shortfall !== null;

  /** The alert says what went wrong (a failed call) and takes the focus. */
  function show(message: string) {
    setFailure(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  // The ordering API refused the delivery address: no delivery to price, so no total yet.
  const undeliverable = refusal?.section === 'address' && draft.handoff === 'delivery';
  const refused =
    refusal &&
    (refusal.kind ? failureMessage(refusal.kind, t) : errorText(refusal.error, language));
  const problems = checkoutErrorSummary(t, { errors, wrongCard, timeMissing, tipInvalid });

  /**
   * A change goes to the order as it is made and the totals show the API's answer; refused,
   * `undo` puts the previous choice back (never what was typed) and the API says why there.
   */
  function changeOrder(
    section: Refusal['section'],
    change: (current: Order) => Promise<Order>,
    undo: (kind: FailureKind | 'minimum' | null) => void,
  ): Promise<boolean> {
    // A refused address stays said, and the total unpriced, until the handoff or address changes.
    setRefusal((current) =>
      current?.section === 'address' && section === 'time' ? current : null,
    );
    return reprice(latest, change).then(
      () => true,
      (error: unknown) => {
        const kind = failureKindOf(error);
        undo(kind);
        setRefusal({ section, error, kind });
        return false;
      },
    );
  }

  /** A complete delivery address to the order; refused, it stays typed and is said under it. */
  function sendAddress(next: CheckoutDraft) {
    sentAddress.current = addressKeyOf(next);
    void changeOrder(
      'address',
      (current) => applyHandoff(current, next, location),
      () => {},
    );
  }

  function changeHandoff(mode: HandoffMode) {
    const before = draft.handoff;
    if (mode === before) return;
    const next = { ...draft, handoff: mode };
    setDraft((d) => ({ ...d, handoff: mode }));
    const address = mode === 'delivery' ? addressKeyOf(next) : null;
    if (address !== null) sentAddress.current = address;
    // Delivery goes first on its own, then a typed address: an address the restaurant does not
    // deliver to is then said under it, with delivery still chosen to correct it.
    void changeOrder(
      'handoff',
      (current) =>
        mode === 'delivery' ? applyDelivery(current) : applyHandoff(current, next, location),
      () => setDraft((d) => ({ ...d, handoff: before })),
    ).then((accepted) => {
      if (accepted && address !== null) sendAddress(next);
    });
  }

  function changeTime(next: CheckoutDraft) {
    const before = draft.time;
    setDraft(next);
    if (before.mode === next.time.mode && before.wanted === next.time.wanted) return;
    void changeOrder(
      'time',
      (current) => applyTime(current, next),
      (kind) => {
        // A time slot that closed: the times are asked again and a new one is wanted.
        if (kind === 'time') setTimesRefresh((n) => n + 1);
        const time = kind === 'time' ? { mode: 'scheduled' as const, wanted: null } : before;
        setDraft((d) => ({ ...d, time }));
      },
    );
  }

  // A typed or chosen delivery address goes to the order when the typing pauses; refused (outside
  // the restaurant's delivery area, not found), what was typed stays, the API's message says why
  // under it, with the ways on: another address, or pickup.
  const addressKey = addressKeyOf(draft);
  useEffect(() => {
    if (addressKey === null || addressKey === sentAddress.current) return;
    const timer = setTimeout(() => {
      if (addressKey !== sentAddress.current) sendAddress(draft);
    }, ADDRESS_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only a new complete address is sent; the draft it was read from goes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressKey]);

  // The order's handoff or time changed under the page (another tab): the choices follow it.
  useChoicesFollowOrder(order, pricing, setDraft);

  async function review() {
    if (!check(problems)) {
      // The summary at the top takes the focus and links to each field to fix.
      setFailure(null);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      // The dialog's total is the one the page shows: every change has its answer first.
      // A typed address still waiting for its pause goes with the rest, once.
      sentAddress.current = addressKeyOf(draft);
      await allPriced();
      actions.setOrder(await applyDraft(latest.current, draft, location));
      actions.setOrderConfirming(true);
    } catch (error) {
      const kind = failureKindOf(error);
      fail(kind ? failureMessage(kind, t) : errorText(error), kind);
    } finally {
      setBusy(false);
    }
  }

  /**
   * A closed time slot also asks the times again and wants a new choice; a reward taken off
   * shows the new total at once.
   */
  function fail(message: string, kind: FailureKind | 'minimum' | null) {
    if (kind === 'reward_used') void actions.validateOrder({ mode: 'suppress' });
    if (kind === 'time') {
      setTimesRefresh((n) => n + 1);
      setDraft((d) =>
        d.time.mode === 'scheduled' ? { ...d, time: { mode: 'scheduled', wanted: null } } : d,
      );
    }
    show(message);
  }

  function placed(status: OrderStatus, box: Order) {
    trackOrder(box.id, { id: box.id, products: box.products }, { mode: 'suppress' }).catch(
      (error: unknown) => console.error('Could not track the order', error),
    );
    forgetDraft();
    forgetPlacement();
    actions.orderPlaced(status);
    actions.setOrderConfirming(false);
    navigate(`${inApp ? '/app/confirm' : '/order/confirm'}?id=${encodeURIComponent(status.id)}`);
  }

  /** What became of a placement: placed, being checked, or not placed (and why). */
  function answer(outcome: PlaceOutcome, box: Order) {
    if ('placed' in outcome) {
      placed(outcome.placed, box);
      return;
    }
    actions.setOrderConfirming(false);
    if ('checking' in outcome) {
      resend.current = outcome.resend;
      setChecking(box.id, true);
      setCheckingState(true);
      setUnknown(false);
      setFailure(null);
      requestAnimationFrame(() => checkRef.current?.focus());
      return;
    }
    resend.current = null;
    setChecking(box.id, false);
    setCheckingState(false);
    if ('failure' in outcome) {
      // Not placed, nothing charged: the same placement (and key) may go again. A refusal
      // is the key's answer, so the next attempt is a new placement.
      if (outcome.failure !== 'not_placed' && outcome.failure !== 'no_connection')
        renewPlacement(box.id);
      const asap = outcome.failure === 'time' && draft.time.mode === 'asap';
      fail(asap ? t('failure_time_asap') : failureMessage(outcome.failure, t), outcome.failure);
    } else {
      renewPlacement(box.id);
      fail(outcome.refused, null);
    }
  }

  usePlacementCheck(
    checking && !unknown,
    () => checkPlacement(order.id, resend.current),
    (outcome) => answer(outcome, order),
    () => {
      setUnknown(true);
      requestAnimationFrame(() => checkRef.current?.focus());
    },
  );

  useEffect(
    () =>
      handlePlaceOrder(async () => {
        if (placing.current) return;
        placing.current = true;
        try {
          const { details } = draft;
          const outcome = await placeOrder({
            order,
            member: Boolean(user),
            contact: {
              first_name: details.first_name.trim(),
              last_name: details.last_name.trim(),
              email: details.email.trim(),
              phone: details.phone,
            },
            payment: draft.payment,
            card: draft.payment.kind === 'new' ? card : null,
            key: placementOf(order.id).key,
          });
          answer(outcome, order);
        } finally {
          placing.current = false;
        }
      }),
    // The handler must see the latest choices, so it is registered again when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [order, draft, card, user],
  );

  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <ErrorSummary title={t('fixErrors')} attempt={attempt} errors={tried ? problems : []} />
        <HandoffSection
          draft={draft}
          modes={modes}
          location={location}
          user={user}
          errors={tried ? errors : null}
          onChange={setDraft}
          onHandoff={changeHandoff}
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
          order={order}
          draft={draft}
          zone={restaurantZone(location)}
          refresh={timesRefresh}
          missing={tried && timeMissing}
          onChange={changeTime}
        />
        {refusal?.section === 'time' && <ChangeRefused message={refused ?? ''} />}
        <PromoSummary order={order} canChange={!inApp} />
        <TipSection
          order={order}
          customTip={draft.customTip}
          invalid={tried && tipInvalid}
          onCustomTip={(customTip) => setDraft((d) => ({ ...d, customTip }))}
        />
        <RoundUpDonation order={order} />
        <PaymentSection
          savedCards={savedCards}
          choice={draft.payment}
          card={card}
          wrong={tried ? wrongCard : []}
          onChoice={(payment) => setDraft({ ...draft, payment })}
          onCard={setCard}
        />
      </div>
      <aside className="checkout-side" aria-labelledby="checkout-totals-heading">
        <CheckoutTotals order={order} undeliverable={undeliverable} />
        {belowMinimum && (
          <>
            <p id="checkout-minimum-notice" role="status" className="ui-notice ui-notice--warning">
              {t('cateringMinimum')}
            </p>
            <p id="checkout-minimum-short" className="ui-field-hint">
              {t('cateringMinimumShort', {
                amount: formatMoney(shortfall),
                minimum: formatMoney(CATERING_DELIVERY_MINIMUM),
              })}
            </p>
            <p id="checkout-minimum-counts" className="ui-field-hint">
              {t('cateringMinimumCounts')}
            </p>
          </>
        )}
        {checking && (
          <PlacementCheck
            ref={checkRef}
            reference={order.id}
            unknown={unknown}
            onCheckAgain={() => {
              // The button goes away with the answer it asked for: the notice keeps the focus.
              setUnknown(false);
              requestAnimationFrame(() => checkRef.current?.focus());
            }}
          />
        )}
        {!online && (
          <p id="checkout-offline-notice" role="status" className="ui-notice ui-notice--warning">
            {t('checkoutOffline')}
          </p>
        )}
        <div ref={alertRef} tabIndex={-1} role="alert" className="checkout-alert">
          {failure}
        </div>
        <button
          type="button"
          className={buttonClass({ block: true })}
          disabled={busy || checking || belowMinimum || !online}
          aria-describedby={
            [
              belowMinimum &&
                'checkout-minimum-notice checkout-minimum-short checkout-minimum-counts',
              !online && 'checkout-offline-notice',
              checking && 'checkout-placement-check',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onClick={() => void review()}
        >
          {busy || (checking && !unknown) ? t('checking') : t('review')}
        </button>
      </aside>
    </div>
  );
}

/** The delivery address as sent (null when delivery is not chosen or the address is incomplete). */
function addressKeyOf(draft: CheckoutDraft): string | null {
  if (draft.handoff !== 'delivery' || !addressComplete(draft)) return null;
  const { address, building, city, zip, state } = draft.details;
  return JSON.stringify([address.trim(), building.trim(), city.trim(), zip, state ?? null]);
}
