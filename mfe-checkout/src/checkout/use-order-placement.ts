import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  actions,
  useLanguage,
  type Member,
  type Order,
  type OrderStatus,
} from '@qsr/shared-contracts';
import useLatestCallback from 'use-latest-callback';
import { trackOrder } from './checkout-calls';
import { type CardDetails } from '../payment/card';
import type { WalletMethod } from '../payment/wallet';
import { NS } from '../strings';
import { handlePlaceOrder } from '../submit/place-order-channel';
import { checkPlacement, placeOrder, type PlaceOutcome } from '../submit/place-order';
import {
  forgetPlacement,
  isChecking,
  placementOf,
  renewPlacement,
  setChecking,
} from '../submit/placement-store';
import { usePlacementCheck } from '../submit/use-placement-check';
import type { CheckoutDraft } from './draft';
import type { CheckoutAlert } from './use-checkout-alert';
import { forgetDraft } from './draft-store';
import { failureMessage } from './failure-message';

type Placement = {
  order: Order;
  draft: CheckoutDraft;
  card: CardDetails;
  /** The wallet this browser can pay with, when the site offers one. */
  wallet: WalletMethod | null;
  member: Member | null;
  inApp: boolean;
  alert: CheckoutAlert;
};

/**
 * The confirmation dialog's Place Order pays and submits here, once; without an answer the
 * placement's status is asked until it is known (also after a reload).
 */
export function useOrderPlacement(placement: Placement) {
  const { order, draft, card, wallet, member, inApp, alert } = placement;
  const { fail, setFailure } = alert;
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const navigate = useNavigate();
  const checkRef = useRef<HTMLDivElement>(null);
  const placing = useRef(false);
  const [checking, setCheckingState] = useState(() => isChecking(order.id));
  // Its status could not be learned in time: the page says what is known until asked again.
  const [unknown, setUnknown] = useState(false);
  const resend = useRef<(() => Promise<PlaceOutcome>) | null>(null);

  function focusCheck() {
    requestAnimationFrame(() => checkRef.current?.focus());
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
      focusCheck();
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
      focusCheck();
    },
  );

  useEffect(
    () =>
      handlePlaceOrder(async () => {
        if (placing.current) return;
        placing.current = true;
        try {
          const outcome = await placeOrder({
            ...placementRequest(order, draft, card, member),
            language,
            wallet,
          });
          answer(outcome, order);
        } finally {
          placing.current = false;
        }
      }),
    // The handler must see the latest choices, so it is registered again when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [order, draft, card, member, wallet, language],
  );

  /** The button goes away with the answer it asked for: the notice keeps the focus. */
  const checkAgain = useLatestCallback(() => {
    setUnknown(false);
    focusCheck();
  });

  // One object while nothing in it changes: the checkout's side is drawn again only then.
  return useMemo(
    () => ({ checking, unknown, checkRef, checkAgain }),
    [checking, unknown, checkRef, checkAgain],
  );
}

/** What the placement sends: the contact as typed (trimmed), the payment and the key. */
function placementRequest(
  order: Order,
  draft: CheckoutDraft,
  card: CardDetails,
  member: Member | null,
): Omit<Parameters<typeof placeOrder>[0], 'language' | 'wallet'> {
  const { details } = draft;
  return {
    order,
    member: Boolean(member),
    contact: {
      first_name: details.first_name.trim(),
      last_name: details.last_name.trim(),
      email: details.email.trim(),
      phone: details.phone,
    },
    payment: draft.payment,
    card: draft.payment.kind === 'new' ? card : null,
    key: placementOf(order.id).key,
  };
}
