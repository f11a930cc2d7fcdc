import { useEffect, useRef } from 'react';
import { followGroup } from './group-calls';

/**
 * Calls `onChange` whenever the group changes (its server-sent `change` event), and once more
 * when the stream opens again, since a change may have passed while it was down.
 */
export function useGroupEvents(token: string | undefined, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!token) return undefined;
    return followGroup(token, () => latest.current());
  }, [token]);
}
