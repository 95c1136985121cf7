/** The back-office home's cards: the side-panel entries (spec §2) the user's roles open. */
import { puedeAbrir, unir } from './acceso.ts';
import { AREAS, type Area, type EntradaPanel, PANEL } from './secciones.ts';

export interface GrupoPanel {
  area: Area;
  etiqueta: string;
  entradas: (EntradaPanel & { href: string })[];
}

/** The side-panel entries these roles open, grouped by area, spec order kept; empty areas dropped. */
export function panelVisible(roles: readonly string[]): GrupoPanel[] {
  const visibles = PANEL.filter((entrada) => puedeAbrir(roles, entrada.seccion));
  return AREAS.map(({ id, etiqueta }) => ({
    area: id,
    etiqueta,
    entradas: visibles
      .filter((entrada) => entrada.area === id)
      .map((entrada) => ({
        ...entrada,
        href: unir(`/admin/${encodeURIComponent(entrada.seccion)}`, entrada.ruta ?? ''),
      })),
  })).filter((grupo) => grupo.entradas.length > 0);
}
