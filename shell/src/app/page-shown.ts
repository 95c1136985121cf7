/**
 * When the visit's first page is on screen: its page parcel has rendered its content (nothing in it
 * `aria-busy`) and the images it loads eagerly have arrived, or the parcel failed. What a first
 * visit fetches for later (Radix Dialog, the panels' code, a remote's next pages) waits for it, so
 * it does not share the network and the main thread with the page the shopper is waiting for:
 * mounting is not enough, since a page mounts with its skeleton and then fetches its data and its
 * largest image. The header's mini cart waits for it too (layouts/slots.ts). A shell page of the
 * normal layout (errors, maintenance, 404) is shown once rendered; the sign-in pages mark nothing:
 * there, and on a page that stays busy, the wait ends SHOWN_AT_THE_LATEST_MS after it began.
 */
const SHOWN_AT_THE_LATEST_MS = 5000;

let markShown: () => void = () => undefined;
let isShown = false;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called once the page parcel shows something final (e.g. its fallback); later calls change nothing. */
export function markPageShown(): void {
  isShown = true;
  markShown();
}

/** The images of `container` that load as the page shows (not those loaded lazily, below the fold). */
function eagerImages(container: HTMLElement): HTMLImageElement[] {
  return [...container.querySelectorAll('img')].filter((image) => image.loading !== 'lazy');
}

/** Whether the mounted page in `container` shows its content (see the module's comment). */
export function showsItsContent(container: HTMLElement): boolean {
  if (!container.firstElementChild || container.querySelector('[aria-busy="true"]')) return false;
  return eagerImages(container).every((image) => image.complete);
}

/**
 * Marks the page shown once the page mounted in `container` shows its content, after the frame that
 * paints it: checked at each change of its DOM and at each image that loads or fails in it. Returns
 * a stop function.
 */
export function markPageShownWhenContentIn(container: HTMLElement): () => void {
  if (isShown) return () => undefined;
  const check = () => {
    if (!showsItsContent(container)) return;
    stop();
    // Once its images are decoded (most decode off the main thread, later than they load) and the
    // frame that paints them is on the screen, one frame later: so is the page's largest image.
    const decoded = eagerImages(container).map((image) => image.decode().catch(() => undefined));
    void Promise.all(decoded).then(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markPageShown, 0))),
    );
  };
  const observer = new MutationObserver(check);
  const stop = () => {
    observer.disconnect();
    container.removeEventListener('load', check, true);
    container.removeEventListener('error', check, true);
  };
  observer.observe(container, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'src', 'loading'],
  });
  // An image's load and error events do not bubble; a capturing listener on the page sees them.
  container.addEventListener('load', check, true);
  container.addEventListener('error', check, true);
  check();
  return stop;
}

/** Resolves when the first page is shown, or SHOWN_AT_THE_LATEST_MS after the call. */
export function firstPageShown(): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, SHOWN_AT_THE_LATEST_MS))]);
}

/** Whether the first page has been marked shown. */
export function hasFirstPageShown(): boolean {
  return isShown;
}
