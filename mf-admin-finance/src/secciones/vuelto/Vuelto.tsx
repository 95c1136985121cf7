/**
 * One change owed (`/admin/vuelto/:vuelto`): the order, the customer, the amounts in USD and in
 * bolívares at the order's rate, who recorded it and its courier; while pending, its settlement —
 * credited to the customer's balance, or paid in cash naming who paid it — confirmed in the shell's
 * Radix dialog naming the customer and the amount; once settled, how and by whom; its history.
 */

import {
  estilos,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  useDatosAdmin,
  useFormulario,
} from '@mercado/admin-kit';
import { ORDEN_ESTATUS_NOMBRES, type OrdenEstatusValor } from '@mercado/shared/contracts';
import {
  MensajesVuelto,
  VueltoLiquidarBodySchema,
  type VueltoRegistro,
} from '@mercado/shared/contracts/admin-vuelto';
import { platform } from '@mercado/shared/platform';
import { Field, FieldError } from '@mercado/shared/react';
import { formatDateTime } from '@mercado/shared/rules';
import { enlace } from '../../descripcion.ts';
import { api, bolivares, dolares, ESTADOS, FORMAS, MOTIVOS } from './api.ts';
import { FORMATO_VUELTO } from './historial.ts';

const LISTA = { etiqueta: 'Vuelto', href: enlace('vuelto') };

export function Vuelto({ ruta }: SubpaginaProps) {
  const vuelto = Number(ruta.vuelto);
  const datos = useDatosAdmin(`vuelto:${vuelto}`, () => api.leer({ vuelto }));
  return (
    <PaginaRegistro datos={datos} titulo="Vuelto" lista={LISTA}>
      {(v) => (
        <PaginaAdmin titulo={`Vuelto ${v.id}`} migas={[LISTA, { etiqueta: `Vuelto ${v.id}` }]}>
          <Datos v={v} />
          {v.estatus === 'pendiente' && <Liquidar key={v.version} v={v} alLiquidar={datos.recargar} />}
          <HistorialCambios
            clave={`vuelto:${v.id}`}
            version={v.version}
            leer={(pagina) => api.historial({ vuelto: v.id, pagina })}
            formato={FORMATO_VUELTO}
          />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}

function Datos({ v }: { v: VueltoRegistro }) {
  const { pedido, liquidacion } = v;
  return (
    <dl className={`mv-card ${estilos.bloque}`}>
      <dt>Cliente</dt>
      <dd>
        {v.cliente.nombre} <span className={estilos.nota}>{v.cliente.email}</span>
        {v.clienteEliminado && <> · Cuenta eliminada</>}
      </dd>
      <dt>Estatus</dt>
      <dd>
        <span className={v.estatus === 'pendiente' ? estilos.activo : estilos.inactivo}>
          {ESTADOS[v.estatus]}
        </span>
      </dd>
      <dt>Monto</dt>
      <dd>
        <strong>{dolares(v.monto)}</strong> · {bolivares(v.montoBs)} (tasa del pedido {v.tasa})
      </dd>
      <dt>Motivo</dt>
      <dd>
        {MOTIVOS[v.motivo] ?? v.motivo}
        {v.nota && <> · {v.nota}</>}
      </dd>
      <dt>Pedido</dt>
      <dd>
        {v.orden.numero} · {ORDEN_ESTATUS_NOMBRES[pedido.estatus as OrdenEstatusValor] ?? pedido.estatus} ·
        Total {dolares(pedido.total)}
        {pedido.efectivoRecibido && <> · Efectivo recibido {dolares(pedido.efectivoRecibido)}</>} · Zona{' '}
        {v.zona.nombre}
      </dd>
      <dt>Repartidor</dt>
      <dd>{v.repartidor ?? '—'}</dd>
      <dt>Registrado</dt>
      <dd>
        {formatDateTime(v.creadoEn)} por {v.creadoPor ?? 'el sistema'}
      </dd>
      {liquidacion && (
        <>
          <dt>Liquidado</dt>
          <dd>
            {FORMAS[liquidacion.forma]}
            {liquidacion.pagadoPor && <> por {liquidacion.pagadoPor}</>} · {formatDateTime(liquidacion.en)}
            {liquidacion.por && <> · registrado por {liquidacion.por}</>}
            {liquidacion.movimientoId && <> · Movimiento de saldo N.º {liquidacion.movimientoId}</>}
          </dd>
        </>
      )}
    </dl>
  );
}

type Valores = { forma: 'saldo' | 'efectivo'; pagadoPor: string };

/** The settlement: how, who paid the cash, then the Radix confirmation naming the customer and amount. */
function Liquidar({ v, alLiquidar }: { v: VueltoRegistro; alLiquidar: () => void }) {
  const inicial: Valores = { forma: v.clienteEliminado ? 'efectivo' : 'saldo', pagadoPor: '' };
  const f = useFormulario({
    inicial,
    esquema: VueltoLiquidarBodySchema,
    convertir: (x) => ({
      forma: x.forma,
      ...(x.forma === 'efectivo' ? { pagadoPor: x.pagadoPor } : {}),
      version: v.version,
    }),
    guardar: async (body) => {
      const monto = `${dolares(v.monto)} (${bolivares(v.montoBs)})`;
      const ok = await platform.services.confirm({
        titulo: 'Liquidar el vuelto',
        mensaje:
          body.forma === 'saldo'
            ? `Se acreditarán ${monto} al saldo de ${v.cliente.nombre}. Esto no se puede deshacer.`
            : `Se registrará que ${body.pagadoPor} pagó ${monto} en efectivo a ${v.cliente.nombre}.`,
        aceptar: 'Liquidar',
        cancelar: 'Cancelar',
      });
      return ok ? api.liquidar({ vuelto: v.id, ...body }) : null;
    },
    aviso: (r) => (r === null ? null : MensajesVuelto.LIQUIDADO),
    alGuardar: (r) => {
      if (r !== null) alLiquidar();
    },
  });
  const efectivo = f.valores.forma === 'efectivo';
  return (
    <form
      className={`mv-card ${estilos.formulario}`}
      onSubmit={f.enviar}
      noValidate
      aria-labelledby="liquidar-t"
    >
      <h2 id="liquidar-t" className={estilos.subtitulo}>
        Liquidar
      </h2>
      {f.general && (
        <p role="alert" className={estilos.errorGeneral}>
          {f.general}{' '}
          {f.conflicto && (
            <button type="button" className="mv-button mv-button--secondary" onClick={alLiquidar}>
              Recargar
            </button>
          )}
        </p>
      )}
      <fieldset
        className={estilos.bloque}
        aria-describedby={f.errores.forma ? 'liquidar-forma-error' : undefined}
      >
        <legend>¿Cómo se paga?</legend>
        {(['saldo', 'efectivo'] as const).map((forma) => (
          <label key={forma} style={{ display: 'block', padding: '0.25rem 0' }}>
            <input
              type="radio"
              name="forma"
              value={forma}
              checked={f.valores.forma === forma}
              disabled={forma === 'saldo' && v.clienteEliminado}
              onChange={() => f.poner('forma', forma)}
            />{' '}
            {FORMAS[forma]}
          </label>
        ))}
        {v.clienteEliminado && <p className={estilos.nota}>{MensajesVuelto.CUENTA_ELIMINADA}</p>}
        <FieldError id="liquidar-forma" error={f.errores.forma} />
      </fieldset>
      {efectivo && (
        <Field id="liquidar-pagado-por" label="Pagado por" error={f.errores.pagadoPor}>
          {(control) => (
            <input
              {...control}
              className="mv-input"
              maxLength={120}
              autoComplete="off"
              value={f.valores.pagadoPor}
              onChange={(e) => f.poner('pagadoPor', e.target.value)}
            />
          )}
        </Field>
      )}
      <div className={estilos.acciones}>
        <button type="submit" className="mv-button" disabled={f.enviando}>
          {f.enviando ? 'Guardando…' : efectivo ? 'Marcar pagado en efectivo' : 'Acreditar al saldo'}
        </button>
      </div>
    </form>
  );
}
