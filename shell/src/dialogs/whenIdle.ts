/**
 * Runs `task` once the first view is in and the browser has nothing better to do: after the
 * window's load event, in an idle callback (run at the latest `timeout` ms later), or a plain
 * timer where requestIdleCallback is missing (Safari). Returns a cancel function.
 * What the dialogs need is fetched this way: off the first visit's critical path, and usually
 * there before the first click that opens one.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout });
      cancelScheduled = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
      cancelScheduled = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
