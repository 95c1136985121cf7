/**
 * The remote modules the header mounts (registry `slots`). Only NormalLayout has the header; entering
 * one of its routes starts their download with the page's (routing/route-entry.ts).
 */
export const HEADER_SLOTS = { buscador: 'buscador', minicart: 'minicart' } as const;
