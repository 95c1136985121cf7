/** One balance movement (`/admin/tarjeta/saldo/historial/:tipo/:id`) with what it came from. */

import { estilos, PaginaAdmin, PaginaRegistro, type SubpaginaProps, useDatosAdmin } from '@mercado/admin-kit';
import type { MovimientoAdminParamsSchema } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import type { z } from '@mercado/shared/zod';
import { enlace } from '../../descripcion.ts';
import { api, bolivares, dolares, fecha } from './api.ts';
import { TIPOS } from './comun.tsx';

const LISTA = { etiqueta: 'Saldo de usuarios', href: enlace('tarjeta/saldo') };

export function Movimiento({ ruta }: SubpaginaProps) {
  const tipo = (ruta.tipo ?? '') as z.output<typeof MovimientoAdminParamsSchema>['tipo'];
  const id = Number(ruta.id);
  const datos = useDatosAdmin(`tarjeta-movimiento:${tipo}:${id}`, () =>
    api.adminTarjeta.movimiento({ tipo, id }),
  );
  return (
    <PaginaRegistro datos={datos} titulo="Movimiento" lista={LISTA}>
      {({ movimiento: m, cliente, orden, tarjetaRegalo, solicitudId, ajuste }) => {
        const saldo = {
          etiqueta: cliente.nombre,
          href: enlace('tarjeta/saldo/ajuste/:usuario', { usuario: cliente.id }),
        };
        return (
          <PaginaAdmin
            titulo={`Movimiento ${m.id}`}
            migas={[LISTA, saldo, { etiqueta: `Movimiento ${m.id}` }]}
          >
            <dl className={`mv-card ${estilos.bloque}`}>
              <dt>Cliente</dt>
              <dd>
                <Link to={saldo.href}>{cliente.nombre}</Link>{' '}
                <span className={estilos.nota}>{cliente.email}</span>
              </dd>
              <dt>Tipo</dt>
              <dd>{TIPOS[m.tipo]}</dd>
              <dt>Monto</dt>
              <dd>
                {dolares(m.monto)}
                {m.montoBs && ` · ${bolivares(m.montoBs)}`}
              </dd>
              <dt>Saldo resultante</dt>
              <dd>{dolares(m.saldoResultante)}</dd>
              <dt>Descripción</dt>
              <dd>{m.descripcion}</dd>
              <dt>Fecha</dt>
              <dd>{fecha(m.fecha)}</dd>
              {m.reversoDe && (
                <>
                  <dt>Revierte</dt>
                  <dd>Movimiento {m.reversoDe}</dd>
                </>
              )}
              {orden && (
                <>
                  <dt>Pedido</dt>
                  <dd>{orden.numero}</dd>
                </>
              )}
              {tarjetaRegalo && (
                <>
                  <dt>Tarjeta de regalo</dt>
                  <dd>
                    {tarjetaRegalo.codigo} · {dolares(tarjetaRegalo.monto)}
                  </dd>
                </>
              )}
              {solicitudId && (
                <>
                  <dt>Solicitud</dt>
                  <dd>
                    <Link to={enlace('tarjeta/solicitud/:solicitud', { solicitud: solicitudId })}>
                      Solicitud {solicitudId}
                    </Link>
                  </dd>
                </>
              )}
              {ajuste && (
                <>
                  <dt>Ajuste</dt>
                  <dd>
                    Ajuste {ajuste.id}: {ajuste.motivo}
                  </dd>
                </>
              )}
            </dl>
          </PaginaAdmin>
        );
      }}
    </PaginaRegistro>
  );
}
