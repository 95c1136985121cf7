/**
 * The signed-in shopper's saved product ids (issue 34), in an atom of the platform's store: read by
 * the hearts (`favoritos.ts`) and written by what a heart does (`favoritos-acciones.ts`, fetched
 * later), each importing it from here so neither imports the other.
 */
import { atom } from 'jotai';

export const favoritos = atom<{ uid: string; ids: ReadonlySet<number> } | null>(null);
