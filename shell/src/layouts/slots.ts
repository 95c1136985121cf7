/**
 * The remote modules the header mounts (registry `slots`). Only NormalLayout has the header; entering
 * one of its routes starts their download with the page's (routing/route-entry.ts), but for those
 * that wait for the page (below).
 */
export const HEADER_SLOTS = { buscador: 'buscador', minicart: 'minicart', avisos: 'avisos' } as const;

/**
 * Header slots mounted once the visit's first page is shown (app/page-shown.ts): the mini cart's
 * remote (about 13 KB) then loads on a network the page no longer needs, instead of sharing it with
 * the page's code, data and largest image. Its place in the header keeps its size meanwhile. A
 * request it handles sent before then ('carrito:agregar') is held on the bus and mounts it at once.
 * The signed-in shopper's notices bell (the account remote's, issue 34) waits the same way.
 */
export const HEADER_SLOTS_AFTER_FIRST_PAGE: readonly string[] = [HEADER_SLOTS.minicart, HEADER_SLOTS.avisos];
