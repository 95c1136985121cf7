/**
 * The roles as checkboxes, section roles then one per zone, each by its Spanish name with what it
 * allows beneath. A role the signed-in user does not hold is shown but disabled: nobody grants or
 * removes what they do not have (the API refuses it anyway).
 */

import { estilos } from '@mercado/admin-kit';
import type { RolAsignable } from '@mercado/shared/contracts';
import { nombreDeRol, permisoDeRol } from '@mercado/shared/rules/navegador';
import { useId } from 'react';
import * as propios from './usuario.module.css';

/** A role to choose by its name: 'Categorías', 'Zona Caracas' (the zone's name as the API gives it). */
export const nombreDeRolAsignable = (r: RolAsignable) => nombreDeRol(r.rol, (slug) => r.zona ?? slug);

export function CasillasRoles({
  roles,
  elegidos,
  cambiar,
  error,
}: {
  roles: readonly RolAsignable[];
  elegidos: readonly string[];
  cambiar: (roles: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const grupo = (titulo: string, lista: readonly RolAsignable[]) => (
    <fieldset className={propios.grupo}>
      <legend>{titulo}</legend>
      {lista.map((r) => (
        <div key={r.rol} className={propios.casilla}>
          <label title={r.propio ? undefined : 'Usted no tiene este rol'}>
            <input
              type="checkbox"
              checked={elegidos.includes(r.rol)}
              disabled={!r.propio}
              aria-describedby={`${id}-${r.rol}${error ? ` ${id}-error` : ''}`}
              onChange={(e) =>
                cambiar(e.target.checked ? [...elegidos, r.rol] : elegidos.filter((x) => x !== r.rol))
              }
            />{' '}
            {nombreDeRolAsignable(r)}
          </label>
          <small id={`${id}-${r.rol}`} className={propios.permiso}>
            {permisoDeRol(r.rol, (slug) => r.zona ?? slug)}
          </small>
        </div>
      ))}
    </fieldset>
  );
  return (
    <div>
      {grupo(
        'Roles de sección',
        roles.filter((r) => r.zona === null),
      )}
      {grupo(
        'Roles de zona',
        roles.filter((r) => r.zona !== null),
      )}
      <p className={estilos.nota}>Solo puede otorgar o quitar los roles que usted tiene.</p>
      {error && (
        <p id={`${id}-error`} role="alert" className={estilos.errorGeneral}>
          {error}
        </p>
      )}
    </div>
  );
}
