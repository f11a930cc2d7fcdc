import type { ActionResult } from '@qsr/shared-contracts';
import { useState } from 'react';
import { useSubmit } from '../forms/use-submit';

/** Removing one item of a list: which one is on its way, and the §8 messages if it failed. */
export function useRemove<K>() {
  const { errors, submit } = useSubmit();
  const [removing, setRemoving] = useState<K | null>(null);
  const remove = (key: K, call: () => Promise<ActionResult<unknown> | void>) => {
    setRemoving(key);
    return submit(call).finally(() => setRemoving(null));
  };
  return { errors, removing, remove };
}
