import { useEffect, useRef, useState } from 'react';
import { bus } from '@qsr/shared-contracts';
import { LOADER_THROTTLE_MS, loaderProgress } from './loader-progress';

interface Run {
  startedAt: number;
  started: number;
  pending: number;
}

/**
 * The thin bar of aggregated request progress (§2.2): it appears with the first request,
 * is redrawn every 200 ms while requests are in flight, fills when they are all done and fades.
 */
export function LoaderBar() {
  const run = useRef<Run | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      const current = run.current;
      if (!current) return;
      setProgress(
        loaderProgress({
          elapsedMs: Date.now() - current.startedAt,
          started: current.started,
          pending: current.pending,
        }),
      );
    };
    const stop = bus.on('request:loading', ({ pending }) => {
      const current = run.current;
      if (pending > 0 && !current) {
        clearTimeout(hide);
        run.current = { startedAt: Date.now(), started: pending, pending };
        setProgress(0);
        timer = setInterval(draw, LOADER_THROTTLE_MS);
        return;
      }
      if (!current) return;
      if (pending > current.pending) current.started += pending - current.pending;
      current.pending = pending;
      if (pending > 0) return;
      clearInterval(timer);
      run.current = null;
      setProgress(1);
      hide = setTimeout(() => setProgress(null), LOADER_THROTTLE_MS);
    });
    return () => {
      stop();
      clearInterval(timer);
      clearTimeout(hide);
    };
  }, []);

  return (
    <div
      className={`host-loader-bar${progress === null ? '' : ' is-active'}`}
      style={{ transform: `scaleX(${progress ?? 0})` }}
      data-progress={progress ?? undefined}
      aria-hidden="true"
    />
  );
}
