import { firstPageShown } from '../app/page-shown.ts';

/**
 * Runs `task` once the first page is in and the browser has nothing better to do: after the
 * window's load event and the first page on screen (`shown`), in an idle callback (run at the
 * latest `timeout` ms later), or a plain timer where requestIdleCallback is missing (Safari).
 * Returns a cancel function. What the dialogs and panels need is fetched this way: off the first
 * visit's critical path, and usually there before the first click that opens one.
 */
export function whenIdle(
  task: () => void,
  { timeout = 2000, shown = firstPageShown }: { timeout?: number; shown?: () => Promise<void> } = {},
): () => void {
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
  const afterShown = () => void shown().then(schedule);
  if (document.readyState === 'complete') afterShown();
  else window.addEventListener('load', afterShown, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterShown);
    cancelScheduled();
  };
}
