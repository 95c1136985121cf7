/** What a publication of a zone's advertising takes live, said before it is done (issue 33). */
import type { CambioPendiente } from '@mercado/shared/contracts';
import { contar } from '@mercado/shared/rules';

export type Alcance = 'mios' | 'todo';

/** The changes a publication takes live: the caller's alone, or every waiting one. */
export const cambiosQueVan = (cambios: readonly CambioPendiente[], alcance: Alcance) =>
  alcance === 'todo' ? cambios : cambios.filter((c) => c.propio);

/** '2 de ana@…, 1 de luis@…': how many changes each author has among `cambios`. */
export function porAutor(cambios: readonly CambioPendiente[]): string {
  const cuentas = new Map<string, number>();
  for (const c of cambios) for (const a of c.autores) cuentas.set(a, (cuentas.get(a) ?? 0) + 1);
  return [...cuentas].map(([autor, n]) => `${n} de ${autor}`).join(', ');
}

/** The confirmation of a publication: how many changes go live, whose, and which stay waiting. */
export function confirmacion(nombre: string, cambios: readonly CambioPendiente[], alcance: Alcance) {
  const van = cambiosQueVan(cambios, alcance);
  const quedan = cambios.filter((c) => !van.includes(c));
  const lista = van.map((c) => c.que).join(', ');
  return {
    titulo: alcance === 'mios' ? `Publicar mis cambios en ${nombre}` : `Publicar todo en ${nombre}`,
    mensaje: [
      van.length === 0
        ? 'Los compradores verán la página de la zona tal como la muestra la vista previa.'
        : `Se ${van.length === 1 ? 'publicará' : 'publicarán'} ${contar(van.length, 'cambio', 'cambios')} (${porAutor(van)}): ${lista}.`,
      quedan.length > 0
        ? `Quedarán sin publicar ${contar(quedan.length, 'cambio', 'cambios')} (${porAutor(quedan)}).`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    aceptar: alcance === 'mios' ? 'Publicar mis cambios' : 'Publicar todo',
    cancelar: 'Cancelar',
  };
}
