/**
 * Runs `start` once the page has painted: a frame, then a task (the paint happens between).
 * The timer covers a tab in the background, which runs no frames.
 */
export function afterFirstPaint(start: () => void, backgroundMs = 250): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, backgroundMs);
}
