import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../src/dialogs/whenIdle.ts';

/** jsdom has no idle callbacks: the browser's, run when the test says the browser is idle. */
let idle: { task: () => void; timeout: number | undefined }[] = [];
const readyState = vi.spyOn(document, 'readyState', 'get');

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
  it('waits for the load event, then for an idle moment (at most 2 s later)', () => {
    readyState.mockReturnValue('interactive');
    const task = vi.fn();
    whenIdle(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(2000);
    idle[0]?.task();
    expect(task).toHaveBeenCalledOnce();
  });

  it('on a page already loaded, asks for the idle moment at once', () => {
    readyState.mockReturnValue('complete');
    const task = vi.fn();
    whenIdle(task);
    idle[0]?.task();
    expect(task).toHaveBeenCalledOnce();
  });

  it('cancelled before the load, never runs', () => {
    readyState.mockReturnValue('loading');
    const task = vi.fn();
    whenIdle(task)();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
  });

  it('without idle callbacks (Safari), runs on a short timer after the load', () => {
    vi.useFakeTimers();
    readyState.mockReturnValue('complete');
    const { requestIdleCallback } = window;
    // @ts-expect-error: the browser without the API.
    delete window.requestIdleCallback;
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    window.requestIdleCallback = requestIdleCallback;
    vi.useRealTimers();
  });
});
