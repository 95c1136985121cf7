// @vitest-environment jsdom
import { installPlatform, type PlatformServices } from '@mercado/shared/platform';
import { runWhenIdle } from '@mercado/shared/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const services = (whenIdle?: PlatformServices['whenIdle']) => ({ whenIdle }) as unknown as PlatformServices;

describe('runWhenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it("waits for the shell's moment, and its cancel is the shell's", () => {
    const cancel = vi.fn();
    let scheduled: (() => void) | undefined;
    installPlatform(
      services((task) => {
        scheduled = task;
        return cancel;
      }),
    );
    const task = vi.fn();
    const stop = runWhenIdle(task);
    expect(task).not.toHaveBeenCalled();
    scheduled?.();
    expect(task).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('under a shell without the service, runs after the fallback delay unless cancelled', () => {
    vi.useFakeTimers();
    installPlatform(services());
    const task = vi.fn();
    runWhenIdle(task, 1500);
    vi.advanceTimersByTime(1499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    runWhenIdle(cancelled, 1500)();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
