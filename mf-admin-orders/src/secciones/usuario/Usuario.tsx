/**
 * A staff user's page (`/admin/usuario/:usuario`): their roles as one form saved at the version it
 * opened, and the history of their changes. A saved change ends the user's session tokens: it applies
 * at their next call. An account holding roles the signed-in user lacks is shown, not offered to save;
 * every refusal of the API (that one, the last user manager's) shows above the form and by the roles.
 */

import {
  EtiquetaEstatus,
  estilos,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  useDatosAdmin,
  useFormulario,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import {
  MensajesUsuarioAdmin,
  type RolAsignable,
  type UsuarioAdmin,
  UsuarioRolesBodySchema,
} from '@mercado/shared/contracts';
import { nombreDeRol } from '@mercado/shared/rules/navegador';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import { CasillasRoles, nombreDeRolAsignable } from './CasillasRoles.tsx';
import { FORMATO_USUARIO } from './historial.ts';

const LISTA_USUARIOS = { etiqueta: 'Usuarios', href: enlace('usuario') };

export function Usuario({ ruta }: SubpaginaProps) {
  const id = ruta.usuario ?? '';
  const datos = useDatosAdmin(`usuario:${id}`, () => Promise.all([api.leer({ usuario: id }), api.roles()]));
  return (
    <PaginaRegistro datos={datos} titulo="Usuario" lista={LISTA_USUARIOS}>
      {([usuario, { roles }]) => <Roles usuario={usuario} roles={roles} />}
    </PaginaRegistro>
  );
}

function Roles({ usuario, roles }: { usuario: UsuarioAdmin; roles: readonly RolAsignable[] }) {
  const form = useFormulario({
    inicial: { roles: usuario.roles, version: usuario.version },
    esquema: UsuarioRolesBodySchema,
    guardar: (body) => api.guardarRoles({ usuario: usuario.id, ...body }),
    aviso: 'Cambios guardados. Se aplican en la próxima acción del usuario.',
    alGuardar: (r) => {
      const u = r as UsuarioAdmin;
      form.reiniciar({ roles: u.roles, version: u.version });
    },
  });
  useSalidaConCambios(form.sucio);
  // An account holding roles the signed-in user lacks is not theirs to change (the API refuses it).
  const propios = new Set(roles.filter((r) => r.propio).map((r) => r.rol));
  const ajenos = usuario.roles.filter((r) => !propios.has(r));
  const nombreDe = (rol: string) => {
    const asignable = roles.find((r) => r.rol === rol);
    return asignable ? nombreDeRolAsignable(asignable) : nombreDeRol(rol);
  };
  return (
    <PaginaAdmin titulo={usuario.nombre} migas={[LISTA_USUARIOS, { etiqueta: usuario.nombre }]}>
      <p>
        {usuario.email} <EtiquetaEstatus estatus={usuario.estatus} />
      </p>
      <form className={`mv-card ${estilos.formulario}`} onSubmit={form.enviar} noValidate aria-label="Roles">
        {form.general && (
          <p role="alert" className={estilos.errorGeneral}>
            {form.general}
          </p>
        )}
        {ajenos.length > 0 && (
          <p className={estilos.aviso}>
            {MensajesUsuarioAdmin.CUENTA_CON_ROLES_AJENOS} {ajenos.map(nombreDe).join(', ')}.
          </p>
        )}
        <CasillasRoles
          roles={roles}
          elegidos={form.valores.roles}
          cambiar={(r) => form.poner('roles', r)}
          error={form.errores.roles}
        />
        <div className={estilos.acciones}>
          <button type="submit" className="mv-button" disabled={form.enviando || ajenos.length > 0}>
            {form.enviando ? 'Guardando…' : 'Guardar roles'}
          </button>
        </div>
      </form>
      <HistorialCambios
        clave={`usuario:${usuario.id}:${form.valores.version}`}
        leer={(pagina) => api.historial({ usuario: usuario.id, pagina })}
        formato={FORMATO_USUARIO}
      />
    </PaginaAdmin>
  );
}
