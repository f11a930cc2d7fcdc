import { useState, type RefObject } from 'react';
import useLatestCallback from 'use-latest-callback';
import { useTranslation } from 'react-i18next';
import { actions, type Location, type Order } from '@qsr/shared-contracts';
import type { FieldError } from '@qsr/shared-ui';
import { allPriced } from '../pricing/pricing-store';
import { NS } from '../strings';
import { addressKeyOf } from './address-key';
import { applyDraft } from './apply-draft';
import type { CheckoutDraft } from './draft';
import type { CheckoutAlert } from './use-checkout-alert';
import { errorText, failureKindOf, failureMessage } from './failure-message';

type Review = {
  draft: CheckoutDraft;
  location: Location | null;
  problems: FieldError[];
  check: (problems: FieldError[]) => boolean;
  changes: { latest: RefObject<Order>; sentAddress: RefObject<string | null> };
  alert: CheckoutAlert;
};

/** Review: the choices go to the order, it is validated and the confirmation dialog opens. */
export function useCheckoutReview({ draft, location, problems, check, changes, alert }: Review) {
  const { t } = useTranslation(NS);
  const { latest, sentAddress } = changes;
  const { fail, setFailure } = alert;
  const [busy, setBusy] = useState(false);

  async function start() {
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
      // Each change and validate keep their answer in the box, which the dialog shows.
      await applyDraft(latest.current, draft, location);
      actions.setOrderConfirming(true);
    } catch (error) {
      const kind = failureKindOf(error);
      fail(kind ? failureMessage(kind, t) : errorText(error), kind);
    } finally {
      setBusy(false);
    }
  }

  // The same function on every render: the checkout's side is drawn again only when it changes.
  return { busy, review: useLatestCallback(() => void start()) };
}
