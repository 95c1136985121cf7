/**
 * Gives the main thread back to the browser between two parts of a long job, so input and paint
 * are not blocked behind it (each part is its own task: TBT counts a task's time over 50 ms).
 * `scheduler.yield()` resumes ahead of other queued tasks (Chrome 129+); elsewhere a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
