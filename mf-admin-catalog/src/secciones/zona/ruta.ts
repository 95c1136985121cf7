/**
 * The pages of the zones section by URL (below /admin/zona), read from the page's pathname:
 * the zones list and registration, a zone's index and edit form, and per zone each kind of record's
 * list, registration and edit form (sectors below their area).
 */

/** The kinds of a zone's records, by their URL segment. */
export const TIPOS = [
  'direccion',
  'area',
  'horario',
  'horario-pickup',
  'envio-bloqueo',
  'link-menu',
] as const;
export type TipoUrl = (typeof TIPOS)[number] | 'sector';

export type RutaZona =
  | { vista: 'zonas' }
  | { vista: 'registrar-zona' }
  | { vista: 'zona'; zona: string }
  | { vista: 'editar-zona'; zona: string }
  | { vista: 'registros'; zona: string; tipo: TipoUrl; area?: number }
  | { vista: 'registrar'; zona: string; tipo: TipoUrl; area?: number }
  | { vista: 'editar'; zona: string; tipo: TipoUrl; id: number; area?: number }
  | { vista: 'no-encontrada' };

const entero = (s: string | undefined): number | null => (s && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null);

/** The page a pathname below /admin/zona names. */
export function rutaZona(pathname: string): RutaZona {
  let partes: string[];
  try {
    partes = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return { vista: 'no-encontrada' };
  }
  if (partes[0] !== 'admin' || partes[1] !== 'zona') return { vista: 'no-encontrada' };
  const [zona, tipo, ...resto] = partes.slice(2);
  if (zona === undefined) return { vista: 'zonas' };
  if (zona === 'registrar' && tipo === undefined) return { vista: 'registrar-zona' };
  if (tipo === undefined) return { vista: 'zona', zona };
  if (tipo === 'editar' && resto.length === 0) return { vista: 'editar-zona', zona };
  if (!(TIPOS as readonly string[]).includes(tipo)) return { vista: 'no-encontrada' };
  // Sectors live below their area: area/:area/sector[/registrar | /:id/editar].
  if (tipo === 'area' && resto[1] === 'sector') {
    const area = entero(resto[0]);
    if (area === null) return { vista: 'no-encontrada' };
    return deUnTipo(zona, 'sector', resto.slice(2), area);
  }
  return deUnTipo(zona, tipo as TipoUrl, resto);
}

function deUnTipo(zona: string, tipo: TipoUrl, resto: string[], area?: number): RutaZona {
  const conArea = area === undefined ? {} : { area };
  if (resto.length === 0) return { vista: 'registros', zona, tipo, ...conArea };
  if (resto.length === 1 && resto[0] === 'registrar') return { vista: 'registrar', zona, tipo, ...conArea };
  const id = entero(resto[0]);
  if (resto.length === 2 && resto[1] === 'editar' && id !== null)
    return { vista: 'editar', zona, tipo, id, ...conArea };
  return { vista: 'no-encontrada' };
}

/** The URL of a page of the section. */
export function urlZona(ruta: Exclude<RutaZona, { vista: 'no-encontrada' }>): string {
  const base = '/admin/zona';
  if (ruta.vista === 'zonas') return base;
  if (ruta.vista === 'registrar-zona') return `${base}/registrar`;
  const z = `${base}/${encodeURIComponent(ruta.zona)}`;
  if (ruta.vista === 'zona') return z;
  if (ruta.vista === 'editar-zona') return `${z}/editar`;
  const lista = ruta.tipo === 'sector' ? `${z}/area/${ruta.area}/sector` : `${z}/${ruta.tipo}`;
  if (ruta.vista === 'registros') return lista;
  if (ruta.vista === 'registrar') return `${lista}/registrar`;
  return `${lista}/${ruta.id}/editar`;
}
