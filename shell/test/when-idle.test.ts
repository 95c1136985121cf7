import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../src/dialogs/whenIdle.ts';

/** jsdom has no idle callbacks: the browser's, run when the test says the browser is idle. */
let idle: { task: () => void; timeout: number | undefined }[] = [];
const readyState = vi.spyOn(document, 'readyState', 'get');
/** The first page already on screen. */
const shown = () => Promise.resolve();
/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  idle = [];
  window.requestIdleCallback = (task, options) =>
    idle.push({ task: () => task({} as IdleDeadline), timeout: options?.timeout }) - 1;
  window.cancelIdleCallback = (id) => idle.splice(id, 1);
});
afterEach(() => {
  readyState.mockReset();
});

describe('whenIdle', () => {
  it('waits for the load event, then for an idle moment (at most 2 s later)', async () => {
    readyState.mockReturnValue('interactive');
    const task = vi.fn();
    whenIdle(task, { shown });
    await settle();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(task).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(2000);
    idle[0]?.task();
    expect(task).toHaveBeenCalledOnce();
  });

  it('after the load, still waits until the first page is on screen', async () => {
    readyState.mockReturnValue('complete');
    let markShown = () => {};
    const pageShown = new Promise<void>((resolve) => {
      markShown = resolve;
    });
    const task = vi.fn();
    whenIdle(task, { shown: () => pageShown });
    await settle();
    expect(idle).toHaveLength(0);
    markShown();
    await settle();
    expect(idle).toHaveLength(1);
    idle[0]?.task();
    expect(task).toHaveBeenCalledOnce();
  });

  it('cancelled before the load, never runs', async () => {
    readyState.mockReturnValue('loading');
    const task = vi.fn();
    whenIdle(task, { shown })();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(idle).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
  });

  it('cancelled while the page is still loading, never runs', async () => {
    readyState.mockReturnValue('complete');
    let markShown = () => {};
    const pageShown = new Promise<void>((resolve) => {
      markShown = resolve;
    });
    const task = vi.fn();
    const cancel = whenIdle(task, { shown: () => pageShown });
    cancel();
    markShown();
    await settle();
    expect(idle).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
  });

  it('without idle callbacks (Safari), runs on a short timer after the load', async () => {
    readyState.mockReturnValue('complete');
    const { requestIdleCallback } = window;
    // @ts-expect-error: the browser without the API.
    delete window.requestIdleCallback;
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, { shown });
    await vi.advanceTimersByTimeAsync(0);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    window.requestIdleCallback = requestIdleCallback;
    vi.useRealTimers();
  });
});
