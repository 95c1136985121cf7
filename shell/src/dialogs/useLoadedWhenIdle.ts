import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle.ts';

/**
 * What `load` gives (a lazily imported component), loaded when the browser is idle after the page
 * has loaded, or at once when `needed` comes sooner. Not React.lazy: a lazy component suspends on
 * its first render even when its module is already here, and React then holds its content back
 * for 300 ms after the fallback; a dialog must show at once.
 */
export function useLoadedWhenIdle<T>(
  load: () => Promise<T>,
  needed: boolean,
): { loaded: T | null; failed: boolean } {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(
    () =>
      whenIdle(
        () =>
          void load().then(
            (value) => setLoaded({ value }),
            () => undefined,
          ),
      ),
    [load],
  );
  useEffect(() => {
    if (!needed || loaded) return;
    setFailed(false);
    load().then(
      (value) => setLoaded({ value }),
      () => setFailed(true),
    );
  }, [needed, loaded, load]);
  return { loaded: loaded?.value ?? null, failed };
}
