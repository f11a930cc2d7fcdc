import type { TFunction } from 'i18next';
import { cardErrors, type CardDetails } from '../payment/card';
import { handoffDetailsErrors } from '../handoff/handoff-details';
import { parseTip } from '../tip/tip';
import type { CheckoutDraft } from './draft';
import { checkoutErrorSummary } from './error-summary';

/**
 * What the customer still has to fix before the review: per field, and as the summary lists it.
 * From the time section: `notAsap`, what it says rules out as soon as possible (null: nothing
 * does), and `notOffered`, the order's scheduled time when the times do not offer it now.
 */
export function checkoutProblems(
  t: TFunction,
  draft: CheckoutDraft,
  card: CardDetails,
  time: { notAsap: string | null; notOffered: string | null },
) {
  const needs = { delivery: draft.handoff === 'delivery', curbside: draft.handoff === 'curbside' };
  const errors = handoffDetailsErrors(draft.details, needs);
  const wrongCard = draft.payment.kind === 'new' ? cardErrors(card) : [];
  // A time the times do not offer is no time: one has to be chosen, as when none is.
  const timeMissing =
    draft.time.mode === 'scheduled' && (!draft.time.wanted || time.notOffered !== null);
  const tipInvalid = draft.customTip !== null && parseTip(draft.customTip) === null;
  const asapRuledOut = draft.time.mode === 'asap' ? time.notAsap : null;
  const problems = checkoutErrorSummary(t, {
    errors,
    wrongCard,
    timeMissing,
    notAsap: asapRuledOut,
    tipInvalid,
  });
  return { errors, wrongCard, timeMissing, tipInvalid, problems };
}
