/**
 * The roles as checkboxes, section roles then one per zone. A role the signed-in user does not hold is
 * shown but disabled: nobody grants or removes what they do not have (the API refuses it anyway).
 */

import { estilos } from '@mercado/admin-kit';
import type { RolAsignable } from '@mercado/shared/contracts';
import { useId } from 'react';
import * as propios from './usuario.module.css';

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
        <label
          key={r.rol}
          className={propios.casilla}
          title={r.propio ? undefined : 'Usted no tiene este rol'}
        >
          <input
            type="checkbox"
            checked={elegidos.includes(r.rol)}
            disabled={!r.propio}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) =>
              cambiar(e.target.checked ? [...elegidos, r.rol] : elegidos.filter((x) => x !== r.rol))
            }
          />{' '}
          {r.zona ? `${r.zona} (${r.rol})` : r.rol}
        </label>
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
