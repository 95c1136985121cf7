/**
 * A customer's balance (`/admin/tarjeta/saldo/ajuste/:usuario`): the balance in dollars and bolívares,
 * its totals and movements by type (the type in the URL), each movement's detail; the adjustment
 * form (an amount, a sign, a reason; above the threshold it waits for a second approval); the
 * customer's adjustments, pending ones approved or rejected here; the history of staff changes.
 */

import {
  CampoMotivo,
  estilos,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import { AjusteBodySchema, type SaldoCliente as Saldo } from '@mercado/shared/contracts';
import { Field } from '@mercado/shared/react';
import { useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { AjustesCliente } from './AjustesCliente.tsx';
import { api, bolivares, dolares } from './api.ts';
import { Decision, FORMATO_TARJETA, SIGNOS, TIPOS } from './comun.tsx';
import { Movimientos } from './Movimientos.tsx';

const LISTA = { etiqueta: 'Saldo de usuarios', href: enlace('tarjeta/saldo') };

export function SaldoCliente({ ruta, pathname, search }: SubpaginaProps) {
  const usuario = ruta.usuario ?? '';
  // Every change (an adjustment, a decision) reads the balance, its movements and its history again.
  const [cambios, setCambios] = useState(0);
  const recargar = () => setCambios((n) => n + 1);
  const datos = useDatosAdmin(`tarjeta-saldo:${usuario}:${cambios}`, () =>
    api.adminTarjeta.saldo({ usuario }),
  );
  const listado = useListado({ pathname, search }, { orden: 'id', dir: 'desc' });
  const tipo = listado.valores.tipo ?? '';
  return (
    <PaginaRegistro datos={datos} titulo="Saldo del cliente" lista={LISTA}>
      {(s) => (
        <PaginaAdmin titulo={`Saldo de ${s.cliente.nombre}`} migas={[LISTA, { etiqueta: s.cliente.nombre }]}>
          <Resumen s={s} tipo={tipo} elegir={(t) => listado.cambiar({ tipo: t, pagina: null })} />
          <Ajustar s={s} alAjustar={recargar} />
          <AjustesCliente usuario={usuario} cambios={cambios} alDecidir={recargar} />
          <Movimientos
            usuario={usuario}
            cambios={cambios}
            tipo={tipo}
            pagina={Number(listado.valores.pagina) || 1}
            irA={(pagina) => listado.cambiar({ pagina: String(pagina) })}
          />
          <HistorialCambios
            clave={`tarjeta-saldo:${usuario}:${cambios}`}
            leer={(pagina) => api.adminTarjeta.cambios({ usuario, pagina })}
            formato={FORMATO_TARJETA}
          />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}

function Resumen({ s, tipo, elegir }: { s: Saldo; tipo: string; elegir: (tipo: string) => void }) {
  return (
    <dl className={`mv-card ${estilos.bloque}`}>
      <dt>Cliente</dt>
      <dd>
        {s.cliente.nombre} <span className={estilos.nota}>{s.cliente.email}</span>
      </dd>
      <dt>Saldo</dt>
      <dd>
        <strong data-testid="saldo-cliente">{dolares(s.saldo)}</strong> · {bolivares(s.saldoBs)} (tasa{' '}
        {s.tasa})
      </dd>
      <dt>Por tipo</dt>
      <dd>
        {s.porTipo.length === 0 ? (
          'Sin movimientos'
        ) : (
          <ul className={estilos.acciones} aria-label="Movimientos por tipo">
            {s.porTipo.map((t) => (
              <li key={t.tipo}>
                <button
                  type="button"
                  className="mv-button mv-button--secondary"
                  aria-pressed={tipo === t.tipo}
                  onClick={() => elegir(tipo === t.tipo ? '' : t.tipo)}
                >
                  {TIPOS[t.tipo]}: {dolares(t.total)} ({t.cantidad})
                </button>
              </li>
            ))}
          </ul>
        )}
      </dd>
      {s.ajustesPendientes > 0 && (
        <>
          <dt>Ajustes pendientes</dt>
          <dd>{s.ajustesPendientes}</dd>
        </>
      )}
    </dl>
  );
}

const INICIAL = { monto: '', signo: 'credito' as 'credito' | 'debito', motivo: '' };

function Ajustar({ s, alAjustar }: { s: Saldo; alAjustar: () => void }) {
  return (
    <Decision
      id="ajustar"
      titulo="Ajustar el saldo"
      inicial={INICIAL}
      esquema={AjusteBodySchema}
      confirmar={(d) => ({
        titulo: d.signo === 'debito' ? 'Debitar del saldo' : 'Acreditar al saldo',
        mensaje: `${d.signo === 'debito' ? 'Se restarán' : 'Se sumarán'} ${dolares(d.monto)} al saldo de ${s.cliente.nombre}.${
          Number(d.monto) > Number(s.umbralAprobacion)
            ? ` Supera ${dolares(s.umbralAprobacion)}: quedará pendiente hasta que otra persona del personal lo apruebe.`
            : ''
        }`,
      })}
      boton="Registrar ajuste"
      enviar={(body) => api.adminTarjeta.ajustar({ usuario: s.cliente.id, ...body })}
      alDecidir={alAjustar}
      aviso={(r) => (r as { mensaje: string }).mensaje}
      campos={(form) => (
        <>
          <p className={estilos.nota}>
            Un ajuste mayor a {dolares(s.umbralAprobacion)} necesita la aprobación de otra persona del
            personal.
          </p>
          <Field id="ajustar-monto" label="Monto (USD)" error={form.errores.monto}>
            {(control) => (
              <input
                {...control}
                className="mv-input"
                inputMode="decimal"
                autoComplete="off"
                value={form.valores.monto}
                onChange={(e) => form.poner('monto', e.target.value)}
              />
            )}
          </Field>
          <fieldset className={estilos.bloque}>
            <legend>Tipo de ajuste</legend>
            {(['credito', 'debito'] as const).map((signo) => (
              <label key={signo}>
                <input
                  type="radio"
                  name="ajustar-signo"
                  value={signo}
                  checked={form.valores.signo === signo}
                  onChange={() => form.poner('signo', signo)}
                />{' '}
                {SIGNOS[signo]}
              </label>
            ))}
            {form.errores.signo && (
              <p role="alert" className={estilos.errorGeneral}>
                {form.errores.signo}
              </p>
            )}
          </fieldset>
          <CampoMotivo id="ajustar-motivo" form={form} />
        </>
      )}
    />
  );
}
