import { useCallback, useEffect, useState } from 'react';
import { useLanguage, useSignedIn } from '@qsr/shared-contracts';
import {
  getPointsHistory,
  getRewardCatalogue,
  type PointsEntry,
  type RewardCatalogue,
} from './reward-calls';

/** The member's rewards catalogue and points history, read again in the page's language. */
export interface Rewards {
  catalogue?: RewardCatalogue;
  history?: PointsEntry[];
  error?: unknown;
  /** Reads both again (after a redeem, or to retry a failed read). */
  reload: () => void;
}

/** `enabled` false reads nothing (a page that does not show them). */
export function useRewards(enabled = true): Rewards {
  const language = useLanguage();
  const signedIn = useSignedIn();
  const [catalogue, setCatalogue] = useState<RewardCatalogue>();
  const [history, setHistory] = useState<PointsEntry[]>();
  const [error, setError] = useState<unknown>();
  const [reads, setReads] = useState(0);

  useEffect(() => {
    if (!signedIn || !enabled) return;
    const controller = new AbortController();
    // The page shows a failed read itself (with a retry), so the site says nothing of it.
    const options = { language, signal: controller.signal, mode: 'suppress' } as const;
    Promise.all([getRewardCatalogue(options), getPointsHistory(options)]).then(
      ([nextCatalogue, nextHistory]) => {
        setCatalogue(nextCatalogue);
        setHistory(nextHistory);
        setError(undefined);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      },
    );
    return () => controller.abort();
  }, [language, signedIn, enabled, reads]);

  const reload = useCallback(() => setReads((count) => count + 1), []);
  return { catalogue, history, error, reload };
}
