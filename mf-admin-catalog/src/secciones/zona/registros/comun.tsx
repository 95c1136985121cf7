/**
 * What a zone's record pages share (decision 0026): the kind a page's path names, the parent its
 * calls take, the crumbs down to a kind's list, the page for a path no kind has, and what shoppers
 * notice when a record is deactivated.
 */

import { estilos, PaginaAdmin, useDatosAdmin, useNombreZona } from '@mercado/admin-kit';
import { llamar } from '../api.ts';
import { type Fila, TIPOS, TIPOS_ZONA, type TipoZona, urls } from '../tipos.ts';

export type PaginaDe<T> = { items: T[]; pagina: number; paginas: number; total: number; porPagina: number };

/** The kind a page's `:tipo` names (a sector's page has `:area`), or null. */
export function tipoDe(ruta: Record<string, string>): TipoZona | null {
  if (ruta.area !== undefined) return /^[1-9]\d{0,9}$/.test(ruta.area) ? TIPOS_ZONA.sector : null;
  return (TIPOS as readonly string[]).includes(ruta.tipo ?? '')
    ? TIPOS_ZONA[ruta.tipo as TipoZona['tipo']]
    : null;
}

/** The input of a kind's list and registration: the zone's slug, or a sector's area. */
export const padreDe = (tipo: TipoZona, ruta: Record<string, string>) =>
  tipo.tipo === 'sector' ? { id: Number(ruta.area) } : { zona: ruta.zona ?? '' };

export function NoEncontrada() {
  return (
    <PaginaAdmin titulo="Página no encontrada" migas={[{ etiqueta: 'Zonas', href: urls.zonas() }]}>
      <p className={estilos.nota}>Esta página de zonas no existe.</p>
    </PaginaAdmin>
  );
}

/** The crumbs down to a kind's list: Zonas / <zone> / [Áreas / <area> /] <kind>. */
export function useMigas(zona: string, tipo: TipoZona, area?: number) {
  const nombreZona = useNombreZona();
  const nombreArea = useDatosAdmin(`area:${area}`, () =>
    area === undefined ? Promise.resolve(null) : (llamar('leerArea', { id: area }) as Promise<Fila>),
  );
  const migas = [
    { etiqueta: 'Zonas', href: urls.zonas() },
    { etiqueta: nombreZona(zona), href: urls.zona(zona) },
  ];
  if (area !== undefined) {
    const nombre = nombreArea.carga.estado === 'listo' ? String(nombreArea.carga.datos?.nombre ?? '') : '…';
    migas.push({ etiqueta: TIPOS_ZONA.area.titulo, href: urls.registros(zona, 'area') });
    migas.push({ etiqueta: nombre, href: urls.editar(zona, 'area', area) });
  }
  return { migas, lista: { etiqueta: tipo.titulo, href: urls.registros(zona, tipo.tipo, area) } };
}

/** What shoppers notice when a record of the kind is deactivated. */
export function consecuenciaDe(tipo: TipoZona): string | undefined {
  if (tipo.tipo === 'horario')
    return 'La franja dejará de ofrecerse en el pago; los pedidos ya reservados la conservan.';
  if (tipo.tipo === 'horario-pickup')
    return 'La franja de retiro dejará de ofrecerse; los pedidos ya reservados la conservan.';
  if (tipo.tipo === 'direccion') return 'Los compradores ya no podrán retirar en esta dirección.';
  if (tipo.tipo === 'area' || tipo.tipo === 'sector')
    return 'Los compradores no podrán elegirla para nuevas direcciones de entrega.';
  return undefined;
}
