import { useRef, type Dispatch, type SetStateAction } from 'react';
import type { Order } from '@qsr/shared-contracts';
import type { FailureKind } from '../submit/place-order';
import type { ProposeTime } from '../time/use-later-time';
import { applyTime } from './apply-draft';
import type { CheckoutDraft } from './draft';
import { failureKindOf } from './failure-message';

type Time = CheckoutDraft['time'];

type TimeChanges = {
  /** The draft's time as this render has it. */
  time: Time;
  setDraft: Dispatch<SetStateAction<CheckoutDraft>>;
  /** A change of the order, priced in turn; refused, `undo` is called with what failed. */
  changeOrder: (
    section: 'time',
    change: (current: Order) => Promise<Order>,
    undo: (kind: FailureKind | 'minimum' | null) => void,
  ) => Promise<boolean>;
  /** A time slot closed: the times are asked again. */
  onTimesClosed: () => void;
};

/** The time choice to the order: a time the customer chose, or one proposed for 'later'. */
export function useTimeChanges({ time, setDraft, changeOrder, onTimesClosed }: TimeChanges) {
  // Each choice of a time takes a turn: what comes back after a later choice (an answer, a
  // proposal, a refusal) leaves that later choice as it is.
  const turn = useRef(0);
  const setTime = (next: Time) => setDraft((draft) => ({ ...draft, time: next }));

  const undoFor = (mine: number, before: Time) => (kind: FailureKind | 'minimum' | null) => {
    // A time slot that closed: the times are asked again and a new one is wanted.
    if (kind === 'time') onTimesClosed();
    if (mine !== turn.current) return;
    setTime(kind === 'time' ? { mode: 'scheduled', wanted: null } : before);
  };

  function changeTime(next: Time) {
    if (next.mode === time.mode && next.wanted === time.wanted) return;
    const mine = ++turn.current;
    const before = time;
    setTime(next);
    void changeOrder('time', (current) => applyTime(current, next), undoFor(mine, before));
  }

  function scheduleLater(propose: ProposeTime) {
    const mine = ++turn.current;
    const before = time;
    // No time is shown until one the API offers now is proposed.
    setTime({ mode: 'scheduled', wanted: null });
    const attempt = async (current: Order, kept: boolean): Promise<Order> => {
      const wanted = await propose(kept);
      if (mine !== turn.current) return current;
      if (!wanted) {
        // Nothing left to schedule for: the choice before stays.
        setTime(before);
        return current;
      }
      const next = { mode: 'scheduled', wanted } as const;
      setTime(next);
      try {
        return await applyTime(current, next);
      } catch (error) {
        // Closed between the answer and the change (a quarter hour struck): once more, the
        // first time of the times read again.
        if (!kept || failureKindOf(error) !== 'time') throw error;
        return attempt(current, false);
      }
    };
    // Read and set as one change: the totals say they are updating, later changes wait for it.
    void changeOrder('time', (current) => attempt(current, true), undoFor(mine, before));
  }

  return { changeTime, scheduleLater };
}
