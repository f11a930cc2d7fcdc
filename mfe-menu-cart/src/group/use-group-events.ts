import { useEffect, useRef } from 'react';
import { groupEventsUrl } from './group-calls';

/**
 * Calls `onChange` whenever the group changes (its server-sent `change` event), and once more
 * when the stream reconnects, since a change may have passed while it was down. The browser's
 * `EventSource` reconnects by itself after the BFF ends a quiet stream.
 */
export function useGroupEvents(token: string | undefined, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return undefined;
    const events = new EventSource(groupEventsUrl(token));
    let opened = false;
    const changed = () => latest.current();
    events.addEventListener('change', changed);
    events.addEventListener('open', () => {
      if (opened) changed();
      opened = true;
    });
    return () => events.close();
  }, [token]);
}
