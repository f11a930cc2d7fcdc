import { useState } from 'react';
import {
  actions,
  otherSiteOf,
  reorderAsNow,
  useAppState,
  type ActionResult,
  type Channel,
  type Order,
} from '@qsr/shared-contracts';
import { useSubmit } from '../forms/use-submit';
import { reorderAsks } from './reorder-asks';
import type { ReorderChoice, ReorderPlan } from './reorder-plan';

/**
 * §4.1 "rebuilt from a past order or a favourite order", then the box opens. A box with items,
 * or another restaurant than the customer's, is asked about first (`asking`): nothing changes
 * behind their back.
 */
export function useReorder() {
  const { busy, errors, submit, forget } = useSubmit();
  const [added, setAdded] = useState<Order | null>(null);
  const [asking, setAsking] = useState<ReorderPlan | null>(null);
  // The question follows the box and restaurant in the state: an answer refused after the box
  // moved asks again about the box where it is now.
  const state = useAppState();
  const askingNow = asking && reorderAsNow(asking, state);
  // A past order of the other site's menu: the site it is ordered again on.
  const [otherSite, setOtherSite] = useState<Channel | null>(null);

  const finish = async (plan: ReorderPlan, choice: ReorderChoice) => {
    const done = await actions.finishReorder(plan, choice);
    if (!done.ok) return done;
    setAsking(null);
    setAdded(done.value);
    actions.setShowCart(true);
    return done;
  };

  const reorder = (planning: () => Promise<ActionResult<ReorderPlan>>) =>
    submit(async () => {
      setOtherSite(null);
      const planned = await planning();
      if (!planned.ok) {
        setOtherSite(otherSiteOf(planned.failure));
        return planned;
      }
      if (reorderAsks(planned.value)) {
        setAsking(planned.value);
        return planned;
      }
      return finish(planned.value, { box: 'replace', at: 'past' });
    });

  const choose = (choice: ReorderChoice) => {
    if (askingNow) void submit(() => finish(askingNow, choice));
  };

  // The customer has read the dialog's refusal and said no: it goes with the dialog.
  const cancel = () => {
    if (asking) actions.dropReorder(asking);
    setAsking(null);
    forget();
  };

  return { busy, errors, otherSite, added, asking: askingNow, reorder, choose, cancel };
}
