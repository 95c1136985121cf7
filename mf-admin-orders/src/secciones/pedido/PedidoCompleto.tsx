/**
 * One order in full (`/admin/pedido/:orden`): customer, delivery or pickup and slot, lines as ordered
 * and as picking delivered them, the refunds to the wallet (ProductosPedido.tsx), payment with its
 * reference (flagged when another order used it), coupon, totals in dollars and in bolívares at the
 * order's rate, change owed, the customer's rating, and the status history with who made each
 * change. Its status actions are only those the machine allows now; each asks the shell's
 * confirmation first, cancelling or rejecting the payment needs the reason the customer will read,
 * and delivering a cash order the cash the courier received (prefilled with what the customer
 * declared): the change owed is taken from it (decision 0034). On a phone it is one column: cards
 * wrap and the totals table scrolls in its own box.
 */

import { estilos, PaginaAdmin, PaginaRegistro, type SubpaginaProps, useDatosAdmin } from '@mercado/admin-kit';
import {
  MensajesOrden,
  ORDEN_ESTATUS_NOMBRES,
  type OrdenAdmin,
  OrdenEstatus,
  type OrdenEstatusValor,
  VUELTO_MOTIVOS,
} from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import {
  formatDateTime,
  formatRate,
  fromCents,
  parseMoneyInput,
  problemaEfectivo,
  toCents,
} from '@mercado/shared/rules';
import { useId, useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { api, bolivares, dolares } from './api.ts';
import { CalificacionPedido } from './CalificacionPedido.tsx';
import { ProductosPedido, ReintegrosPedido } from './ProductosPedido.tsx';
import * as propios from './pedido.module.css';

const E = OrdenEstatus;

/** The button of each next status, by what staff do. */
const ACCION: Record<OrdenEstatusValor, string> = {
  [E.POR_VERIFICAR]: 'Marcar por verificar',
  [E.CONFIRMADA]: 'Verificar pago',
  [E.EN_PREPARACION]: 'Comenzar preparación',
  [E.LISTA]: 'Marcar listo',
  [E.EN_CAMINO]: 'Despachar',
  [E.ENTREGADA]: 'Marcar entregado',
  [E.CANCELADA]: 'Cancelar pedido',
  [E.EXPIRADA]: 'Marcar expirado',
  [E.RECHAZADA]: 'Rechazar pago',
};
const CON_MOTIVO: readonly OrdenEstatusValor[] = [E.CANCELADA, E.RECHAZADA];

/** "100.00" → "100,00", as a shopper or a courier types it. */
const aTexto = (monto: string) => monto.replace('.', ',');

function Acciones({ orden, alCambiar }: { orden: OrdenAdmin; alCambiar: () => void }) {
  const id = useId();
  const idEfectivo = useId();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [efectivo, setEfectivo] = useState(() => aTexto(orden.pago.efectivo ?? orden.montos.metodo));
  const [errorEfectivo, setErrorEfectivo] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  if (orden.siguientes.length === 0) return null;
  const pideMotivo = orden.siguientes.some((e) => CON_MOTIVO.includes(e));
  const cobraEfectivo = orden.pago.metodo === 'efectivo_usd' && orden.siguientes.includes(E.ENTREGADA);

  const cambiar = async (estatus: OrdenEstatusValor) => {
    const conMotivo = CON_MOTIVO.includes(estatus);
    if (conMotivo && !motivo.trim()) {
      setError('Indique el motivo: el cliente lo verá en el seguimiento de su pedido');
      return;
    }
    setError(null);
    const conEfectivo = cobraEfectivo && estatus === E.ENTREGADA;
    const recibido = conEfectivo ? parseMoneyInput(efectivo) : null;
    if (conEfectivo) {
      const problema =
        recibido === null
          ? MensajesOrden.EFECTIVO_RECIBIDO_REQUERIDO
          : problemaEfectivo(recibido, toCents(orden.montos.metodo));
      setErrorEfectivo(problema);
      if (problema) return;
    }
    const vuelto = recibido === null ? 0 : recibido - toCents(orden.montos.metodo);
    const ok = await platform.services.confirm({
      titulo: `${ACCION[estatus]} ${orden.numero}`,
      mensaje: `¿Desea pasar el pedido ${orden.numero} de «${orden.estatusNombre}» a «${ORDEN_ESTATUS_NOMBRES[estatus]}»?${
        conMotivo
          ? ` Motivo: «${motivo.trim()}». Los productos, el horario, el cupón y el saldo usado se devolverán.`
          : ''
      }${
        recibido !== null
          ? ` Efectivo recibido: ${dolares(fromCents(recibido))}; vuelto: ${dolares(fromCents(vuelto))}.`
          : ''
      }`,
      aceptar: ACCION[estatus],
      cancelar: 'Volver',
    });
    if (!ok) return;
    setGuardando(true);
    try {
      await api.cambiarEstatus({
        id: orden.id,
        estatus,
        estatusActual: orden.estatus,
        ...(conMotivo ? { mensaje: motivo.trim() } : {}),
        ...(recibido !== null ? { efectivoRecibido: fromCents(recibido) } : {}),
      });
      setMotivo('');
    } catch (e) {
      await platform.services.alert({
        titulo: 'No se pudo cambiar el estatus',
        mensaje: mensajeDeError(e, 'Error procesando la informacion, intente nuevamente'),
      });
    } finally {
      setGuardando(false);
      alCambiar();
    }
  };

  return (
    <section className="mv-card" aria-label="Cambiar estatus">
      <h2>Cambiar estatus</h2>
      {pideMotivo && (
        <div className={estilos.filtro}>
          <label htmlFor={id}>Motivo (para cancelar o rechazar el pago)</label>
          <textarea
            id={id}
            className="mv-input"
            maxLength={300}
            value={motivo}
            aria-invalid={error !== null}
            onChange={(event) => setMotivo(event.target.value)}
          />
          {error && (
            <p role="alert" className={estilos.nota}>
              {error}
            </p>
          )}
        </div>
      )}
      {cobraEfectivo && (
        <div className={estilos.filtro}>
          <label htmlFor={idEfectivo}>Efectivo recibido del cliente (USD, para marcar entregado)</label>
          <input
            id={idEfectivo}
            className="mv-input"
            inputMode="decimal"
            autoComplete="off"
            value={efectivo}
            aria-invalid={errorEfectivo !== null}
            onChange={(event) => setEfectivo(event.target.value)}
          />
          {errorEfectivo && (
            <p role="alert" className={estilos.nota}>
              {errorEfectivo}
            </p>
          )}
        </div>
      )}
      <div className={estilos.acciones}>
        {orden.siguientes.map((e) => (
          <button
            key={e}
            type="button"
            className={CON_MOTIVO.includes(e) ? 'mv-button mv-button--secondary' : 'mv-button'}
            disabled={guardando}
            onClick={() => cambiar(e)}
          >
            {ACCION[e]}
          </button>
        ))}
      </div>
    </section>
  );
}

function Detalle({ orden, alCambiar }: { orden: OrdenAdmin; alCambiar: () => void }) {
  const t = orden.totales;
  const filas: [string, string, string][] = [
    ['Subtotal', t.subtotal, t.bs.subtotal],
    ['Descuento del cupón', t.descuentoCupon, t.bs.descuentoCupon],
    ['IVA', t.totalIva, t.bs.totalIva],
    ['Empaquetado', t.empaquetado, t.bs.empaquetado],
    ['Envío', t.envio, t.bs.envio],
    ['IGTF', t.igtf, t.bs.igtf],
    ['Total', t.total, t.bs.total],
    ['Pagado con saldo', t.saldoUsado, t.bs.saldoUsado],
    ['Pagado con el método', t.montoMetodo, t.bs.montoMetodo],
  ];
  return (
    <div className={propios.detalle}>
      <p>
        <strong>Estatus: {orden.estatusNombre}</strong> · {orden.siguientePaso}
      </p>
      <Acciones orden={orden} alCambiar={alCambiar} />
      <section className="mv-card" aria-label="Cliente y entrega">
        <h2>Cliente y entrega</h2>
        <p>
          {orden.cliente.nombre} · {orden.cliente.email} · {orden.cliente.telefono ?? 'Sin teléfono'}
        </p>
        <p>
          {orden.tipoEnvio === 'pickup' ? 'Retiro en tienda' : 'Entrega a domicilio'}: {orden.direccion}
        </p>
        <p>
          Horario: {orden.franja.etiqueta} · Zona: {orden.zona.nombre}
        </p>
        {orden.nota && <p>Nota del cliente: {orden.nota}</p>}
      </section>
      <section className="mv-card" aria-label="Pago">
        <h2>Pago</h2>
        <p>
          {orden.pago.metodoNombre ?? 'Saldo'}
          {orden.pago.referencia && ` · Referencia ${orden.pago.referencia}`}
          {orden.pago.banco && ` · Banco ${orden.pago.banco}`}
          {orden.pago.telefono && ` · Teléfono ${orden.pago.telefono}`}
          {orden.pago.efectivo && ` · Efectivo declarado ${dolares(orden.pago.efectivo)}`}
          {orden.montos.efectivoRecibido && ` · Efectivo recibido ${dolares(orden.montos.efectivoRecibido)}`}
          {' · '}
          {orden.montos.verificado ? 'Pago verificado' : 'Pago sin verificar'}
        </p>
        {orden.referenciaUsadaEn.length > 0 && (
          <p role="alert">
            <strong>Esta referencia ya se usó en: {orden.referenciaUsadaEn.join(', ')}</strong>
          </p>
        )}
        {orden.cupon && (
          <p>
            Cupón: {orden.cupon.codigo} ({orden.cupon.nombre})
          </p>
        )}
        {orden.vuelto && (
          <p>
            Vuelto {orden.vuelto.estatus === 'pendiente' ? 'pendiente' : 'entregado'}:{' '}
            {dolares(orden.vuelto.monto)} ({bolivares(orden.vuelto.montoBs)}) ·{' '}
            {VUELTO_MOTIVOS[orden.vuelto.motivo]}
          </p>
        )}
        <div className={estilos.tablaContenedor}>
          <table className={estilos.tabla}>
            <caption>Totales (tasa {formatRate(t.tasa)} Bs. por dólar)</caption>
            <thead>
              <tr>
                <th scope="col">Concepto</th>
                <th scope="col">Dólares</th>
                <th scope="col">Bolívares</th>
              </tr>
            </thead>
            <tbody>
              {filas.map(([concepto, usd, bs]) => (
                <tr key={concepto}>
                  <th scope="row">{concepto}</th>
                  <td>{dolares(usd)}</td>
                  <td>{bolivares(bs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <ProductosPedido orden={orden} />
      <ReintegrosPedido orden={orden} />
      <CalificacionPedido calificacion={orden.calificacion} entregado={orden.estatus === E.ENTREGADA} />
      <section className="mv-card" aria-label="Historial de estatus">
        <h2>Historial de estatus</h2>
        <ol>
          {orden.historial.map((h) => (
            <li key={`${h.estatus}-${h.fecha}`}>
              {formatDateTime(h.fecha)} · {h.nombre} · {h.usuario ?? 'Cliente o sistema'}
              {h.mensaje && ` · ${h.mensaje}`}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export function PedidoCompleto({ ruta }: SubpaginaProps) {
  const id = Number(ruta.orden);
  const datos = useDatosAdmin(`pedido:${id}`, () => api.leerOrdenAdmin({ id }));
  const lista = { etiqueta: 'Pedidos', href: enlace('pedido') };
  // While it reads again after a change, the order stays on the page.
  return (
    <PaginaRegistro datos={datos} titulo="Pedido" lista={lista}>
      {(orden) => (
        <PaginaAdmin
          titulo={`Pedido ${orden.numero}`}
          migas={[lista, { etiqueta: `Pedido ${orden.numero}` }]}
        >
          <Detalle orden={orden} alCambiar={datos.recargar} />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}
