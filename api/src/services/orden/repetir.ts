/**
 * "Repetir pedido" (POST /usuario/orden/{id}/repetir, issue 34): the order's products that are sold
 * in the shopper's zone go into the cart they chose, at today's prices, in the cart's one locked write
 * (`guardarCarrito`, mode `asegurar`: a product already there keeps the larger quantity, every line
 * is checked against today's rules and stock). The answer says what went in, at what price against
 * the one paid, and what could not.
 */
import {
  CarritoDetalleEstatus,
  type CarritoVista,
  esCarritoConEstatus,
  MensajesOrden,
  MensajesRepetir,
  type RepetirOrden,
  type RepetirOrdenBody,
} from '@mercado/shared/contracts';
import {
  evaluarLineaCarrito,
  fromThousandths,
  mensajeLineaCarrito,
  toThousandths,
} from '@mercado/shared/rules';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { cargarProductos, contextoCarrito } from '../carrito/contexto.ts';
import { guardarCarrito } from '../carrito/escritura.ts';
import { leerCarritos } from '../carrito/lectura.ts';
import { NoExiste } from '../errores.ts';
import { esDelUsuario } from './consulta.ts';

type Linea = { id: number; nombre: string; slug: string; cantidad: string; precioPagado: string };

const normal = (cantidad: string) => fromThousandths(toThousandths(cantidad));

export async function repetirOrden(
  db: Db,
  config: Config,
  usuarioId: string,
  id: number,
  { zona, pagina }: RepetirOrdenBody,
): Promise<RepetirOrden> {
  if (!(await esDelUsuario(db, usuarioId, id))) throw new NoExiste(MensajesOrden.ORDEN_NO_EXISTE);
  const ctx = await contextoCarrito(db, config, usuarioId, zona);
  const lineas: Linea[] = (
    await db
      .selectFrom('orden_detalle')
      .select(['producto_id', 'nombre', 'slug', 'cantidad', 'precio_unitario'])
      .where('orden_id', '=', id)
      .orderBy('orden')
      .execute()
  ).map((l) => ({
    id: l.producto_id,
    nombre: l.nombre,
    slug: l.slug,
    cantidad: normal(l.cantidad),
    precioPagado: l.precio_unitario,
  }));
  const productos = await cargarProductos(
    db,
    config,
    ctx.zona,
    ctx.comprador.tipo,
    lineas.map((l) => l.id),
  );
  // What cannot be sold in the zone now is not sent; the write checks the rest again under its lock.
  const motivos = new Map<number, string>();
  const enviadas = lineas.filter((l) => {
    const reglas = productos.get(l.id)?.reglas ?? null;
    const ev = evaluarLineaCarrito(l.cantidad, reglas);
    if (ev.cantidad !== '0') return true;
    motivos.set(
      l.id,
      ev.estatus === CarritoDetalleEstatus.NO_DISPONIBLE
        ? MensajesRepetir.NO_DISPONIBLE
        : (mensajeLineaCarrito(ev.estatus, reglas) ?? MensajesRepetir.NO_DISPONIBLE),
    );
    return false;
  });
  const ajustes = new Map<number, string>();
  if (enviadas.length > 0) {
    const r = await guardarCarrito(ctx, pagina, {
      modo: 'asegurar',
      lineas: enviadas.map((l) => ({ producto: l.id, cantidad: l.cantidad })),
      sinEspacio: MensajesRepetir.SIN_ESPACIO,
    });
    if (esCarritoConEstatus(r)) for (const a of r.ajustes) ajustes.set(a.producto, a.mensaje);
  }
  const carrito = (await leerCarritos(ctx)).find((c) => c.pagina === pagina) as CarritoVista;
  const enCarrito = new Map(carrito.lineas.map((l) => [l.producto.id, l]));
  const agregados: RepetirOrden['agregados'] = [];
  const faltantes: RepetirOrden['faltantes'] = [];
  for (const l of lineas) {
    const producto = { id: l.id, nombre: l.nombre, slug: l.slug };
    const linea = motivos.has(l.id) ? undefined : enCarrito.get(l.id);
    if (!linea) {
      faltantes.push({
        producto,
        cantidadPedida: l.cantidad,
        motivo: motivos.get(l.id) ?? ajustes.get(l.id) ?? MensajesRepetir.NO_DISPONIBLE,
      });
      continue;
    }
    agregados.push({
      producto,
      cantidad: linea.cantidad,
      cantidadPedida: l.cantidad,
      precioPagado: l.precioPagado,
      precioActual: linea.precioUnitario,
      mensaje: ajustes.get(l.id) ?? null,
    });
  }
  return {
    zona: { slug: ctx.zona.slug, nombre: ctx.zona.nombre },
    pagina,
    carrito: { version: carrito.version, cantidadProductos: carrito.lineas.length },
    agregados,
    faltantes,
    mensaje: agregados.length > 0 ? MensajesRepetir.AGREGADO : MensajesRepetir.NADA_DISPONIBLE,
  };
}
