/**
 * Runs `start` once the server's first screen is on the screen: when the browser reports its
 * first contentful paint, the frame presented, which on a slow phone comes well after the main
 * thread painted it. Scripts started before then share the network and the main thread with the
 * frame the customer is waiting to see. Without paint timing: after a frame and a task. A tab in
 * the background presents no frames, and a paint that never comes must not keep the site from
 * starting: `capMs` at most.
 */
export function afterFirstPaint(start: () => void, capMs = 2000): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, capMs);
  if (document.visibilityState === 'hidden') {
    setTimeout(once, 0);
    return;
  }
  const afterAFrame = () => requestAnimationFrame(() => setTimeout(once, 0));
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    afterAFrame();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterAFrame();
  }).observe({ type: 'paint', buffered: true });
}
