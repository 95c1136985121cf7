/**
 * When the visit's first page is on screen: its page parcel has mounted (or shows its fallback).
 * What a first visit fetches for later (Radix Dialog, the panels' code) waits for it, so it does not
 * share the network and the main thread with the page the shopper is waiting for. A shell page
 * (sign-in, errors) marks nothing: there, the wait ends SHOWN_AT_THE_LATEST_MS after it began.
 */
const SHOWN_AT_THE_LATEST_MS = 5000;

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called by the page parcel once it has mounted or failed; later calls change nothing. */
export function markPageShown(): void {
  markShown();
}

/** Resolves when the first page is shown, or SHOWN_AT_THE_LATEST_MS after the call. */
export function firstPageShown(): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, SHOWN_AT_THE_LATEST_MS))]);
}
