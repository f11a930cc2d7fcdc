import { useEffect, useRef, useState } from 'react';

/**
 * True for `durationMs` each time `value` rises (not when it falls or on first render): the
 * §2.3 cart badge (800 ms) and bag bounce (700 ms).
 */
export function useRisePulse(value: number, durationMs: number): boolean {
  const previous = useRef(value);
  const [pulsing, setPulsing] = useState(false);
  useEffect(() => {
    const rose = value > previous.current;
    previous.current = value;
    if (!rose) return undefined;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), durationMs);
    return () => clearTimeout(timer);
  }, [value, durationMs]);
  return pulsing;
}
