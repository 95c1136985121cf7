/**
 * `/admin/pedido/preparacion`: the zones whose orders the staff member prepares (those of their zone
 * roles, or every zone without any), each a link to its slots.
 */

import { Cargando, estilos, PaginaAdmin, type SubpaginaProps, useDatosAdmin } from '@mercado/admin-kit';
import { zoneRoleSlugs } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api, enlaces } from './api.ts';

export function Zonas({ roles }: SubpaginaProps) {
  const propias = zoneRoleSlugs(roles);
  const datos = useDatosAdmin('preparacion:zonas', () => api.website.listarZonas());
  const zonas =
    datos.carga.estado === 'listo'
      ? datos.carga.datos.filter((z) => propias.length === 0 || propias.includes(z.slug))
      : propias.map((slug) => ({ slug, nombre: slug }));
  return (
    <PaginaAdmin
      titulo="Preparación de pedidos"
      migas={[{ etiqueta: 'Pedidos', href: enlace('pedido') }, { etiqueta: 'Preparación' }]}
    >
      <p className={estilos.nota}>Elija la zona cuyos pedidos va a preparar.</p>
      {datos.carga.estado === 'cargando' && zonas.length === 0 && <Cargando />}
      <ul className={estilos.enlaces}>
        {zonas.map((z) => (
          <li key={z.slug}>
            <Link className={estilos.enlace} to={enlaces.zona(z.slug)}>
              {z.nombre}
            </Link>
          </li>
        ))}
      </ul>
    </PaginaAdmin>
  );
}
