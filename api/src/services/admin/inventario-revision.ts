/**
 * The rules of a zone's stock and prices, and the check of an inventory CSV's rows, without the
 * database: the CSV's are run in a worker thread (`inventario-csv-trabajo.ts`), so that a file of
 * 200,000 rows does not hold the API's event loop (issue 31). `inventario-csv.ts` reads what the file
 * names from the database and hands it over.
 */
import {
  type CambioCsv,
  type ConflictoCsv,
  type ErrorFila,
  errorDecimal,
  MensajesInventario,
  mensajeCeldas,
  normalizarDecimal,
  USUARIO_TIPOS,
} from '@mercado/shared/contracts';
import { parse } from 'csv-parse/sync';
import { leerCelda } from '../csv.ts';

export const centavos = (v: string) => Math.round(Number(v) * 100);

/**
 * What is wrong with one type's price (null: nothing): an offer below the price, with an end date not
 * past, and neither below the cost.
 */
export function errorPrecio(p: {
  precio: string;
  oferta: string;
  ofertaHasta: string | null;
  costo: string;
  hoy: string;
}): { campo: 'precio' | 'oferta' | 'ofertaHasta'; mensaje: string } | null {
  if (centavos(p.precio) < centavos(p.costo))
    return { campo: 'precio', mensaje: MensajesInventario.BAJO_COSTO };
  if (centavos(p.oferta) === 0) return null;
  if (centavos(p.oferta) >= centavos(p.precio))
    return { campo: 'oferta', mensaje: MensajesInventario.OFERTA_NO_MENOR };
  if (centavos(p.oferta) < centavos(p.costo))
    return { campo: 'oferta', mensaje: MensajesInventario.BAJO_COSTO };
  if (!p.ofertaHasta) return { campo: 'ofertaHasta', mensaje: MensajesInventario.OFERTA_SIN_FECHA };
  if (!diaValido(p.ofertaHasta)) return { campo: 'ofertaHasta', mensaje: MensajesInventario.FECHA_INVALIDA };
  if (p.ofertaHasta < p.hoy) return { campo: 'ofertaHasta', mensaje: MensajesInventario.OFERTA_VENCIDA };
  return null;
}

/** A real calendar day (not 2026-02-30). */
export function diaValido(dia: string): boolean {
  const d = new Date(`${dia}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === dia;
}

/* ---------------------------------------------------------------------------------------------- */

/** The preview answers the first errors, changes and conflicts of each kind, and how many there are. */
export const LIMITE_ERRORES = 100;
export const LIMITE_CAMBIOS = 1000;

export type Precio = { precio: string; oferta: string; ofertaHasta: string | null };
export type PrecioGuardado = Precio & { version: number };
export type InventarioGuardado = { id: number; existencia: string; costo: string; version: number };

/** What the zone's tables hold now for the file's products and branches. */
export type Estado = {
  productos: Map<number, { slug: string; nombre: string }>;
  productoPorSlug: Map<string, number>;
  zonaDeSucursal: Map<number, number>;
  /** By `sucursal:producto`. */
  inventario: Map<string, InventarioGuardado>;
  precioDe: Map<number, Record<number, PrecioGuardado>>;
};

/** An inventory row to write: `actual` is the stored row it was checked against (null: a new one). */
export type InventarioEscrito = {
  sucursalId: number;
  productoId: number;
  existencia: string;
  costo: string;
  actual: InventarioGuardado | null;
};
/** A product's prices to write, per type, each with the stored one it was checked against. */
export type PreciosEscritos = {
  productoId: number;
  porTipo: Record<number, Precio>;
  antes: Record<number, PrecioGuardado | null>;
};

export type Revision = {
  filas: number;
  errores: ErrorFila[];
  totalErrores: number;
  cambios: CambioCsv[];
  totalCambios: number;
  conflictos: ConflictoCsv[];
  totalConflictos: number;
  existencias: number;
  precios: number;
  /** Only when applying. */
  escribir?: { inventario: InventarioEscrito[]; precios: PreciosEscritos[] };
};

const OBLIGATORIAS = ['producto', 'sucursal'] as const;
export const esId = (v: string) => /^\d+$/.test(v);
const VERSION = /^\d{1,9}$/;

const sinFilas = (filas: number, error: ErrorFila): Revision => ({
  filas,
  errores: [error],
  totalErrores: 1,
  cambios: [],
  totalCambios: 0,
  conflictos: [],
  totalConflictos: 0,
  existencias: 0,
  precios: 0,
});

/**
 * The file read: its rows by column (header lower-cased; each cell as the export wrote it) and, by
 * row index, the cells of the rows with more of them than the header: their values cannot be told
 * apart (a text with an unquoted comma shifts the others).
 */
export type Leido = {
  registros: Record<string, string>[];
  anchas: Map<number, string[]>;
  encabezado: number;
};

/** The file's rows, or why it cannot be read. */
export function leerRegistros(csv: string): Leido | { revision: Revision } {
  let filas: string[][];
  try {
    filas = parse(csv.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      delimiter: csv.split('\n', 1)[0]!.includes(';') ? ';' : ',',
    });
  } catch (err) {
    const mensaje = err instanceof Error ? err.message : String(err);
    return {
      revision: sinFilas(0, {
        fila: 1,
        columna: null,
        mensaje: `El archivo no es un CSV válido: ${mensaje}`,
        valor: null,
      }),
    };
  }
  const cabecera = (filas[0] ?? []).map((c) => c.trim().toLowerCase());
  const registros: Record<string, string>[] = [];
  const anchas: Leido['anchas'] = new Map();
  for (let i = 1; i < filas.length; i++) {
    const celdas = filas[i]!;
    if (celdas.length > cabecera.length) anchas.set(i - 1, celdas);
    const r: Record<string, string> = {};
    // The quote an export put before a formula-like text, taken off.
    for (const [j, celda] of celdas.entries())
      if (j < cabecera.length) r[cabecera[j]!] = celda.startsWith("'") ? leerCelda(celda) : celda;
    registros.push(r);
  }
  if (registros.length === 0)
    return {
      revision: sinFilas(0, { fila: 1, columna: null, mensaje: MensajesInventario.VACIO, valor: null }),
    };
  const faltan = OBLIGATORIAS.filter((c) => !cabecera.includes(c));
  if (faltan.length > 0)
    return {
      revision: sinFilas(registros.length, {
        fila: 1,
        columna: null,
        mensaje: `${MensajesInventario.COLUMNAS} ${faltan.join(', ')}`,
        valor: null,
      }),
    };
  return { registros, anchas, encabezado: cabecera.length };
}

/** The products (ids or slugs) and the branch ids the rows name, each once. */
export function nombrados({ registros, anchas }: Leido) {
  const productos = new Set<string>();
  const sucursales = new Set<number>();
  for (const [i, r] of registros.entries()) {
    if (anchas.has(i)) continue;
    productos.add(r.producto ?? '');
    const s = r.sucursal ?? '';
    if (esId(s)) sucursales.add(Number(s));
  }
  return { productos: [...productos], sucursales: [...sucursales] };
}

/** A capped list that still counts what it leaves out. */
function lista<T>(limite: number) {
  const items: T[] = [];
  let total = 0;
  return {
    items,
    agregar(item: T) {
      total++;
      if (items.length < limite) items.push(item);
    },
    get total() {
      return total;
    },
  };
}

const distintos = (a: string | null, b: string | null) =>
  a === null || b === null ? a !== b : Number(a) !== Number(b);

/**
 * Checks every row for zone `zonaId` against `estado` (every error: unknown product, unknown branch
 * or one of another zone, bad number, date or version, an offer not below its price, a price or offer
 * below the cost, an offer without an end date or with a past one, a duplicate row, two rows giving
 * one product different prices) and says what applying would change, from what to what.
 *
 * A stored value changes only when the row names the version it was based on and that version is still
 * the stored one (the forms' optimistic concurrency, decision 0022): else it is a conflict, listed with
 * the stored value and left as it is. A row without a version (a file made by hand, or a row added to an
 * export) may only create what does not exist yet.
 */
export function revisarFilas(
  { registros, anchas, encabezado }: Leido,
  estado: Estado,
  zonaId: number,
  hoy: string,
  aplicar: boolean,
): Revision {
  const errores = lista<ErrorFila>(LIMITE_ERRORES);
  const cambios = lista<CambioCsv>(LIMITE_CAMBIOS);
  const conflictos = lista<ConflictoCsv>(LIMITE_CAMBIOS);
  const inventario: InventarioEscrito[] = [];
  const precios: PreciosEscritos[] = [];
  const vistas = new Map<string, number>();
  const preciosVistos = new Map<number, { fila: number; clave: string }>();
  const productoDe = (p: string) =>
    esId(p) ? (estado.productos.has(Number(p)) ? Number(p) : undefined) : estado.productoPorSlug.get(p);

  for (const [i, r] of registros.entries()) {
    const fila = i + 2;
    let conError = false;
    const celda = (c: string) => r[c] ?? '';
    const error = (columna: string | null, mensaje: string, valor = columna && celda(columna)) => {
      conError = true;
      errores.agregar({ fila, columna, mensaje, valor });
    };
    const ancha = anchas.get(i);
    if (ancha) {
      error(null, mensajeCeldas(ancha.length, encabezado), ancha.join(', '));
      continue;
    }

    const productoId = productoDe(celda('producto'));
    if (productoId === undefined) error('producto', MensajesInventario.PRODUCTO_DESCONOCIDO);
    const s = celda('sucursal');
    const zonaSucursal = esId(s) ? estado.zonaDeSucursal.get(Number(s)) : undefined;
    if (zonaSucursal === undefined) error('sucursal', MensajesInventario.SUCURSAL_DESCONOCIDA);
    else if (zonaSucursal !== zonaId) error('sucursal', MensajesInventario.SUCURSAL_OTRA_ZONA);
    const sucursalId = Number(s);

    const numero = (columna: string, escala: number, enteros: number, negativo: string) => {
      const v = celda(columna);
      if (v === '') return null;
      const mensaje = errorDecimal(v, escala, enteros, negativo);
      if (mensaje) error(columna, mensaje);
      return normalizarDecimal(v, escala, enteros);
    };
    const version = (columna: string) => {
      const v = celda(columna);
      if (v === '') return null;
      if (!VERSION.test(v) || Number(v) < 1) {
        error(columna, MensajesInventario.VERSION_INVALIDA);
        return null;
      }
      return Number(v);
    };
    const existencia = numero('existencia', 3, 9, MensajesInventario.EXISTENCIA_NEGATIVA);
    const costo = numero('costo', 2, 10, MensajesInventario.COSTO_NEGATIVO);
    const versionFila = version('version');
    const hasta = celda('oferta_hasta');
    if (hasta !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(hasta) || !diaValido(hasta)))
      error('oferta_hasta', MensajesInventario.FECHA_INVALIDA);

    const enZona = productoId !== undefined && zonaSucursal === zonaId;
    if (enZona) {
      const clave = `${sucursalId}:${productoId}`;
      const otra = vistas.get(clave);
      if (otra !== undefined) error(null, `${MensajesInventario.FILA_DUPLICADA} ${otra}`);
      else vistas.set(clave, fila);
    }
    // The row's stock and cost: what is stored, what the row leaves, whether it may change it.
    const actual = enZona ? (estado.inventario.get(`${sucursalId}:${productoId}`) ?? null) : null;
    const nuevaExistencia = existencia ?? actual?.existencia ?? '0.000';
    const nuevoCosto = costo ?? actual?.costo ?? '0.00';
    const cambiaInventario =
      !actual || distintos(actual.existencia, nuevaExistencia) || distintos(actual.costo, nuevoCosto);
    const inventarioEnConflicto =
      cambiaInventario && (actual ? versionFila !== actual.version : versionFila !== null);
    // Prices are checked against the row's cost, and the stored one too when the row's is not applied.
    const costoFila =
      inventarioEnConflicto && actual && centavos(actual.costo) > centavos(nuevoCosto)
        ? actual.costo
        : nuevoCosto;

    const preciosFila: Record<number, Precio> = {};
    const versionesPrecio: Record<number, number | null> = {};
    for (const t of USUARIO_TIPOS) {
      const precio = numero(`precio_${t.clave}`, 2, 10, MensajesInventario.PRECIO_NEGATIVO);
      const oferta = numero(`oferta_${t.clave}`, 2, 10, MensajesInventario.OFERTA_NEGATIVA);
      versionesPrecio[t.tipo] = version(`version_precio_${t.clave}`);
      if (precio === null) {
        if (oferta !== null && celda(`oferta_${t.clave}`) !== '')
          error(`oferta_${t.clave}`, `Indique el precio ${t.nombre.toLowerCase()} de la oferta`);
        continue;
      }
      const conOferta = oferta !== null && Number(oferta) > 0;
      const valor = {
        precio,
        oferta: conOferta ? oferta : '0.00',
        ofertaHasta: conOferta && hasta !== '' ? hasta : null,
      };
      const e = errorPrecio({ ...valor, costo: costoFila, hoy });
      if (e)
        error(
          e.campo === 'precio'
            ? `precio_${t.clave}`
            : e.campo === 'oferta'
              ? `oferta_${t.clave}`
              : 'oferta_hasta',
          e.mensaje,
        );
      preciosFila[t.tipo] = valor;
    }
    // A product's prices are the zone's: the first row giving them says them, the others repeat them.
    let primeraConPrecios = false;
    if (productoId !== undefined && Object.keys(preciosFila).length > 0) {
      const clave = JSON.stringify(preciosFila);
      const otra = preciosVistos.get(productoId);
      if (otra && otra.clave !== clave) error(null, `${MensajesInventario.PRECIOS_DISTINTOS} ${otra.fila}`);
      else if (!otra) {
        preciosVistos.set(productoId, { fila, clave });
        primeraConPrecios = true;
      }
    }
    if (conError || productoId === undefined) continue;

    const producto = estado.productos.get(productoId)!;
    const base = { fila, producto: producto.slug, nombre: producto.nombre };
    if (cambiaInventario) {
      const valores = [
        { campo: 'existencia', antes: actual?.existencia ?? null, despues: nuevaExistencia },
        { campo: 'costo', antes: actual?.costo ?? null, despues: nuevoCosto },
      ].filter((v) => distintos(v.antes, v.despues));
      for (const v of valores) {
        const cambio = { ...base, sucursal: sucursalId, ...v };
        if (inventarioEnConflicto)
          conflictos.agregar({
            ...cambio,
            versionArchivo: versionFila,
            versionActual: actual?.version ?? null,
          });
        else cambios.agregar(cambio);
      }
      if (!inventarioEnConflicto)
        inventario.push({ sucursalId, productoId, existencia: nuevaExistencia, costo: nuevoCosto, actual });
    }
    if (!primeraConPrecios) continue;
    const guardados = estado.precioDe.get(productoId) ?? {};
    const escritos: PreciosEscritos = { productoId, porTipo: {}, antes: {} };
    for (const t of USUARIO_TIPOS) {
      const nuevo = preciosFila[t.tipo];
      if (!nuevo) continue;
      const guardado = guardados[t.tipo] ?? null;
      const valores = [
        { campo: `precio_${t.clave}`, antes: guardado?.precio ?? null, despues: nuevo.precio },
        { campo: `oferta_${t.clave}`, antes: guardado?.oferta ?? null, despues: nuevo.oferta },
        {
          campo: `oferta_hasta_${t.clave}`,
          antes: guardado?.ofertaHasta ?? null,
          despues: nuevo.ofertaHasta,
        },
      ].filter((v) =>
        v.campo.startsWith('oferta_hasta') ? v.antes !== v.despues : distintos(v.antes, v.despues),
      );
      if (guardado && valores.length === 0) continue;
      const versionArchivo = versionesPrecio[t.tipo] ?? null;
      const enConflicto = guardado ? versionArchivo !== guardado.version : versionArchivo !== null;
      for (const v of valores) {
        const cambio = { ...base, sucursal: null, ...v };
        if (enConflicto)
          conflictos.agregar({ ...cambio, versionArchivo, versionActual: guardado?.version ?? null });
        else cambios.agregar(cambio);
      }
      if (enConflicto) continue;
      escritos.porTipo[t.tipo] = nuevo;
      escritos.antes[t.tipo] = guardado;
    }
    if (Object.keys(escritos.porTipo).length > 0) precios.push(escritos);
  }

  return {
    filas: registros.length,
    errores: errores.items,
    totalErrores: errores.total,
    cambios: cambios.items,
    totalCambios: cambios.total,
    conflictos: conflictos.items,
    totalConflictos: conflictos.total,
    existencias: inventario.length,
    precios: precios.length,
    ...(aplicar ? { escribir: { inventario, precios } } : {}),
  };
}
