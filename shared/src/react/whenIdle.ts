import { platform } from '@mercado/shared/platform';

/**
 * Runs `task` once the visit's first page is on screen and the browser is idle, by the shell's
 * `whenIdle` service, so every remote waits for the same moment. Under a shell older than that
 * service, `fallbackMs` after the call. Returns a cancel function. Remotes fetch this way the code
 * their first page does not need.
 */
export function runWhenIdle(task: () => void, fallbackMs = 1500): () => void {
  const { whenIdle } = platform.services;
  if (whenIdle) return whenIdle(task);
  const id = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(id);
}
