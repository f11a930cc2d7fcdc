import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  deliveryRefusedFor,
  useAppState,
  useLanguage,
  type Location,
  type Order,
} from '@qsr/shared-contracts';
import useLatestCallback from 'use-latest-callback';
import type { FailureKind } from '../submit/place-order';
import { reprice } from '../pricing/reprice';
import { useFollowOrder } from '../pricing/use-follow-order';
import { addressKeyOf } from './address-key';
import { applyDelivery, applyHandoff } from './apply-draft';
import type { CheckoutDraft, HandoffMode } from './draft';
import { errorText, failureKindOf, failureMessage } from './failure-message';
import { NS } from '../strings';
import { useTimeChanges } from './use-time-changes';

/** A typed address goes to the order once the typing pauses this long. */
const ADDRESS_PAUSE_MS = 700;

/**
 * Where a refused change is said: next to what the customer just changed. The failure is kept,
 * not its words, so a language switch says it again in the new language.
 */
export type Refusal = {
  section: 'handoff' | 'address' | 'time';
  error: unknown;
  kind: FailureKind | 'minimum' | null;
};

type BoxChanges = {
  order: Order;
  draft: CheckoutDraft;
  setDraft: Dispatch<SetStateAction<CheckoutDraft>>;
  location: Location | null;
  /** A time slot closed: the times are asked again. */
  onTimesClosed: () => void;
};

/**
 * A change goes to the order as it is made and the totals show the API's answer; refused, the
 * previous choice comes back (never what was typed) and the API says why there.
 */
export function useBoxChanges({ order, draft, setDraft, location, onTimesClosed }: BoxChanges) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The order as the ordering API last answered it: each change starts from it.
  const latest = useRef(order);
  useEffect(() => {
    latest.current = order;
  }, [order]);
  useFollowOrder(latest);
  // The delivery address last sent to the order (as `addressKeyOf` writes it).
  const sentAddress = useRef<string | null>(addressKeyOf(draft));

  function changeOrder(
    section: Refusal['section'],
    change: (current: Order) => Promise<Order>,
    undo: (kind: FailureKind | 'minimum' | null) => void,
  ): Promise<boolean> {
    // A refused address stays said, and the total unpriced, until the handoff or address changes.
    setRefusal((current) =>
      current?.section === 'address' && section === 'time' ? current : null,
    );
    if (section !== 'time') actions.setDeliveryRefused(false);
    return reprice(latest, change).then(
      () => true,
      (error: unknown) => {
        const kind = failureKindOf(error);
        undo(kind);
        setRefusal({ section, error, kind });
        if (section === 'address') actions.setDeliveryRefused(true);
        return false;
      },
    );
  }

  /**
   * A complete delivery address to the order; refused, it stays typed and is said under it.
   * Answers whether the restaurant took it (a chosen suggestion says so at once).
   */
  function sendAddress(next: CheckoutDraft): Promise<boolean> {
    sentAddress.current = addressKeyOf(next);
    return changeOrder(
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
      if (accepted && address !== null) void sendAddress(next);
    });
  }

  const { changeTime, scheduleLater } = useTimeChanges({
    time: draft.time,
    setDraft,
    changeOrder,
    onTimesClosed,
  });

  // A typed or chosen delivery address goes to the order when the typing pauses; refused (outside
  // the restaurant's delivery area, not found), what was typed stays, the API's message says why
  // under it, with the ways on: another address, or pickup.
  const addressKey = addressKeyOf(draft);
  useEffect(() => {
    if (addressKey === null || addressKey === sentAddress.current) return;
    const timer = setTimeout(() => {
      if (addressKey !== sentAddress.current) void sendAddress(draft);
    }, ADDRESS_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only a new complete address is sent; the draft it was read from goes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressKey]);

  // The ordering API refused the delivery address: no delivery to price, so no total yet, in the
  // box as here; said until the page is left.
  const undeliverable = deliveryRefusedFor(order, useAppState().deliveryRefused);
  useEffect(() => () => actions.setDeliveryRefused(false), []);
  const refused =
    refusal &&
    (refusal.kind ? failureMessage(refusal.kind, t) : errorText(refusal.error, language));

  // The same functions on every render, each calling this render's: the sections they are given
  // to draw again only when what they show changes.
  return {
    refusal,
    refused,
    undeliverable,
    latest,
    sentAddress,
    changeHandoff: useLatestCallback(changeHandoff),
    sendAddress: useLatestCallback(sendAddress),
    changeTime: useLatestCallback(changeTime),
    scheduleLater: useLatestCallback(scheduleLater),
  };
}
