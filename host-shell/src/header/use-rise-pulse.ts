import { useEffect, useRef, useState } from 'react';

/**
 * True for `durationMs` each time `value` rises (not when it falls or on first render): the
 * §2.3 cart badge (800 ms) and bag bounce (700 ms). The clock starts once the pulse is on the
 * screen, so a slow render does not shorten it; a new rise restarts it.
 */
export function useRisePulse(value: number, durationMs: number): boolean {
  const previous = useRef(value);
  const [pulse, setPulse] = useState(0);
  const [ended, setEnded] = useState(0);
  useEffect(() => {
    const rose = value > previous.current;
    previous.current = value;
    if (rose) setPulse((n) => n + 1);
  }, [value]);
  useEffect(() => {
    if (pulse === ended) return undefined;
    const timer = setTimeout(() => setEnded(pulse), durationMs);
    return () => clearTimeout(timer);
  }, [pulse, ended, durationMs]);
  return pulse !== ended;
}
