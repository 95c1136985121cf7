import { beforeEach, describe, expect, it, vi } from 'vitest';

type PageShown = typeof import('../src/app/page-shown.ts');
/** A fresh module each test: the first page is shown once per visit. */
let pageShown: PageShown;
beforeEach(async () => {
  vi.resetModules();
  pageShown = await import('../src/app/page-shown.ts');
});

/** Lets the mutation observer's callbacks and the next frame (jsdom's run at 60 Hz) go by. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

/** An image whose download and decoding the test finishes (jsdom loads none). */
function image(loading: 'eager' | 'lazy') {
  const element = document.createElement('img');
  element.loading = loading;
  let complete = false;
  Object.defineProperty(element, 'complete', { get: () => complete });
  let decoded = () => {};
  const decoding = new Promise<void>((resolve) => {
    decoded = resolve;
  });
  element.decode = () => decoding;
  element.src = '/media/banner.svg';
  return {
    element,
    arrive: () => {
      complete = true;
      element.dispatchEvent(new Event('load'));
    },
    decoded: () => decoded(),
  };
}

function watch(container: HTMLElement): { shown: () => boolean } {
  let shown = false;
  void pageShown.firstPageShown().then(() => {
    shown = true;
  });
  pageShown.markPageShownWhenContentIn(container);
  return { shown: () => shown };
}

describe('the first page shown', () => {
  it('waits while the mounted page is empty or busy, then for its eager image to load and decode', async () => {
    const container = document.createElement('div');
    const state = watch(container);
    await settle();
    expect(state.shown()).toBe(false);

    const page = document.createElement('div');
    page.setAttribute('aria-busy', 'true');
    container.append(page);
    await settle();
    expect(state.shown()).toBe(false);

    const banner = image('eager');
    page.append(banner.element);
    page.setAttribute('aria-busy', 'false');
    await settle();
    expect(state.shown()).toBe(false);

    banner.arrive();
    await settle();
    expect(state.shown()).toBe(false);

    banner.decoded();
    await settle();
    expect(state.shown()).toBe(true);
  });

  it('does not wait for the images loaded lazily (below the fold)', async () => {
    const container = document.createElement('div');
    const page = document.createElement('div');
    page.append(image('lazy').element);
    container.append(page);
    const state = watch(container);
    await settle();
    expect(state.shown()).toBe(true);
  });

  it('a page that stays busy is taken as shown after 5 s', async () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    container.innerHTML = '<div aria-busy="true"></div>';
    const state = watch(container);
    await vi.advanceTimersByTimeAsync(4999);
    expect(state.shown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.shown()).toBe(true);
    vi.useRealTimers();
  });
});
