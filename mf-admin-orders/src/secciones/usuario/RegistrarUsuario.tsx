/**
 * Adds an existing account to the staff (`/admin/usuario/registrar`): the person signs up in the store
 * first (their own password, their verified e-mail); here they get ROLE_ADMIN and the roles chosen.
 */

import { estilos, PaginaAdmin, useDatosAdmin, useFormulario, useSalidaConCambios } from '@mercado/admin-kit';
import { type UsuarioAdmin, UsuarioAdminRegistrarBodySchema } from '@mercado/shared/contracts';
import { Field } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import { CasillasRoles } from './CasillasRoles.tsx';

export function RegistrarUsuario() {
  const roles = useDatosAdmin('usuarios:roles', () => api.roles());
  const form = useFormulario({
    inicial: { email: '', roles: [] as string[] },
    esquema: UsuarioAdminRegistrarBodySchema,
    guardar: (body) => api.registrar(body),
    aviso: 'Agregado al personal',
    ir: (r) => enlace('usuario/:usuario', { usuario: (r as UsuarioAdmin).id }),
  });
  useSalidaConCambios(form.sucio);
  const titulo = 'Agregar al personal';
  return (
    <PaginaAdmin
      titulo={titulo}
      migas={[{ etiqueta: 'Usuarios', href: enlace('usuario') }, { etiqueta: titulo }]}
    >
      <form className={`mv-card ${estilos.formulario}`} onSubmit={form.enviar} noValidate>
        {form.general && (
          <p role="alert" className={estilos.errorGeneral}>
            {form.general}
          </p>
        )}
        <Field
          id="usuario-email"
          label="Correo de la cuenta"
          hint="La persona debe haberse registrado en la tienda. Recibirá el rol ROLE_ADMIN y los que elija."
          error={form.errores.email}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              className="mv-input"
              value={form.valores.email}
              onChange={(e) => form.poner('email', e.target.value)}
            />
          )}
        </Field>
        {roles.carga.estado === 'listo' ? (
          <CasillasRoles
            roles={roles.carga.datos.roles.filter((r) => r.rol !== 'ROLE_ADMIN')}
            elegidos={form.valores.roles}
            cambiar={(r) => form.poner('roles', r)}
            error={form.errores.roles}
          />
        ) : (
          <p className={estilos.cargando}>Cargando roles…</p>
        )}
        <div className={estilos.acciones}>
          <button type="submit" className="mv-button" disabled={form.enviando}>
            {form.enviando ? 'Guardando…' : 'Agregar'}
          </button>
        </div>
      </form>
    </PaginaAdmin>
  );
}
