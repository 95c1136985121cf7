/**
 * The changes a signed-in shopper makes to a cart while offline (issue 38, decision 0054), their pure
 * parts: one entry per product and cart, in the order of each product's first change; a later change
 * of the same product merges into it (two adds add up, an add after a set quantity raises that
 * quantity, a set quantity replaces whatever was before). Kept in local storage (guardado.ts) so a
 * reload keeps it, sent on reconnect (sincronizacion.ts). Quantities are decimal strings, added as
 * integer thousandths. No zod: this is on the cart core's path.
 */
import { fromThousandths, toThousandths } from '@mercado/shared/rules';

export interface CambioPendiente {
  /** The user the change belongs to: another user signing in on this browser never sends it. */
  uid: string;
  zona: string;
  pagina: number;
  productoId: number;
  /** 'sumar' adds to what the server's cart holds; 'fijar' sets the quantity ("0" removes). */
  tipo: 'sumar' | 'fijar';
  cantidad: string;
}

const CANTIDAD = /^\d+(\.\d{1,3})?$/;

const mismoProducto = (a: CambioPendiente, b: CambioPendiente) =>
  a.uid === b.uid && a.zona === b.zona && a.pagina === b.pagina && a.productoId === b.productoId;

/** The queue with `cambio` merged into the product's entry, or at the end when it has none. */
export function encolarCambio(cola: readonly CambioPendiente[], cambio: CambioPendiente): CambioPendiente[] {
  const i = cola.findIndex((c) => mismoProducto(c, cambio));
  if (i < 0) return [...cola, cambio];
  const previo = cola[i] as CambioPendiente;
  const unido: CambioPendiente =
    cambio.tipo === 'fijar'
      ? { ...previo, tipo: 'fijar', cantidad: cambio.cantidad }
      : {
          ...previo,
          cantidad: fromThousandths(toThousandths(previo.cantidad) + toThousandths(cambio.cantidad)),
        };
  return cola.map((c, j) => (j === i ? unido : c));
}

/** The quantity a line shows with its pending change applied to what the cart holds (`base`). */
export function cantidadConCambio(base: string | undefined, cambio: CambioPendiente): string {
  if (cambio.tipo === 'fijar') return fromThousandths(toThousandths(cambio.cantidad));
  return fromThousandths(toThousandths(base ?? '0') + toThousandths(cambio.cantidad));
}

/** The changes of one user's cart, in order. */
export const cambiosDe = (cola: readonly CambioPendiente[], uid: string, zona: string, pagina: number) =>
  cola.filter((c) => c.uid === uid && c.zona === zona && c.pagina === pagina);

/**
 * A cart's lines (product id + quantity) as the shopper sees them with the pending changes applied:
 * changed quantities in place, removed lines out, new products at the end in the order added.
 */
export function lineasConCambios<L extends { productoId: number; cantidad: string }>(
  lineas: readonly L[],
  cambios: readonly CambioPendiente[],
): { productoId: number; cantidad: string }[] {
  const porId = new Map(cambios.map((c) => [c.productoId, c]));
  const resultado: { productoId: number; cantidad: string }[] = [];
  for (const l of lineas) {
    const c = porId.get(l.productoId);
    const cantidad = c ? cantidadConCambio(l.cantidad, c) : l.cantidad;
    if (toThousandths(cantidad) > 0) resultado.push({ productoId: l.productoId, cantidad });
  }
  const presentes = new Set(lineas.map((l) => l.productoId));
  for (const c of cambios) {
    if (presentes.has(c.productoId)) continue;
    const cantidad = cantidadConCambio(undefined, c);
    if (toThousandths(cantidad) > 0) resultado.push({ productoId: c.productoId, cantidad });
  }
  return resultado;
}

/**
 * The queue without the changes sent (answered or refused by the server). A product changed again
 * meanwhile (another tab, as it reads the same storage) differs from what was sent and stays.
 */
export const sinEnviados = (
  cola: readonly CambioPendiente[],
  enviados: readonly CambioPendiente[],
): CambioPendiente[] =>
  cola.filter(
    (c) => !enviados.some((e) => mismoProducto(c, e) && e.tipo === c.tipo && e.cantidad === c.cantidad),
  );

const esCambio = (v: unknown): v is CambioPendiente => {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return (
    typeof c.uid === 'string' &&
    typeof c.zona === 'string' &&
    c.zona.length > 0 &&
    Number.isInteger(c.pagina) &&
    (c.pagina as number) >= 0 &&
    (c.pagina as number) <= 2 &&
    Number.isSafeInteger(c.productoId) &&
    (c.productoId as number) > 0 &&
    (c.tipo === 'sumar' || c.tipo === 'fijar') &&
    typeof c.cantidad === 'string' &&
    CANTIDAD.test(c.cantidad)
  );
};

/** The stored queue; anything unreadable is left out. */
export function leerCola(raw: string | null): CambioPendiente[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter(esCambio) : [];
  } catch {
    return [];
  }
}
