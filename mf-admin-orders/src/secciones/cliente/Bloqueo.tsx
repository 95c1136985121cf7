/**
 * Blocking or unblocking a customer (`/admin/cliente/:cliente/bloqueo`), with the reason (recorded).
 * Blocked, the customer's open pages send them out with 'Usuario Bloqueado/Inactivo' at their next call.
 */

import {
  CampoMotivo,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  useDatosAdmin,
} from '@mercado/admin-kit';
import { BloqueoBodySchema, UsuarioEstatus } from '@mercado/shared/contracts';
import { navigate } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import { Decision } from './comun.tsx';

export function Bloqueo({ ruta }: SubpaginaProps) {
  const cliente = ruta.cliente ?? '';
  const datos = useDatosAdmin(`cliente:${cliente}:bloqueo`, () => api.adminCliente.leer({ cliente }));
  return (
    <PaginaRegistro datos={datos} titulo="Cliente" lista={{ etiqueta: 'Clientes', href: enlace('cliente') }}>
      {(c) => {
        const bloquear = c.estatus !== UsuarioEstatus.BLOQUEADO;
        const accion = bloquear ? 'Bloquear' : 'Desbloquear';
        return (
          <PaginaAdmin
            titulo={`${accion} a ${c.nombre}`}
            migas={[
              { etiqueta: 'Clientes', href: enlace('cliente') },
              { etiqueta: c.nombre, href: enlace('cliente/:cliente', { cliente: c.id }) },
              { etiqueta: accion },
            ]}
          >
            <Decision
              id="bloqueo"
              titulo={accion}
              inicial={{ bloquear, motivo: '' }}
              esquema={BloqueoBodySchema}
              confirmar={{
                titulo: `${accion} a ${c.nombre}`,
                mensaje: bloquear
                  ? 'Su sesión terminará en su próxima acción y no podrá ingresar hasta que lo desbloquee.'
                  : 'Podrá volver a ingresar con su correo y contraseña.',
              }}
              boton={accion}
              secundario={!bloquear}
              enviar={(body) => api.adminCliente.bloqueo({ cliente, ...body })}
              alDecidir={() => navigate(enlace('cliente/:cliente', { cliente: c.id }))}
              campos={(form) => <CampoMotivo id="bloqueo-motivo" form={form} />}
            />
          </PaginaAdmin>
        );
      }}
    </PaginaRegistro>
  );
}
