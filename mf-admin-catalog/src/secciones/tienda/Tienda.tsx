/** A store (`/admin/tienda/:tienda`): its data, its branches (status toggled here) and its history. */

import {
  BotonEstatus,
  EtiquetaEstatus,
  estilos,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  useDatosAdmin,
} from '@mercado/admin-kit';
import { zoneRoleSlugs } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import { FORMATO_TIENDA } from './historial.ts';

/** The stores' list: the breadcrumb of every store page and the way back from one that failed. */
export const LISTA_TIENDAS = { etiqueta: 'Tiendas', href: enlace('tienda') };

export function Tienda({ ruta, roles }: SubpaginaProps) {
  const tienda = Number(ruta.tienda);
  const datos = useDatosAdmin(`tienda:${tienda}`, () => api.leer({ tienda }));
  const misZonas = new Set(zoneRoleSlugs([...roles]));
  return (
    <PaginaRegistro datos={datos} titulo="Tienda" lista={LISTA_TIENDAS}>
      {(t) => (
        <PaginaAdmin
          titulo={t.nombre}
          migas={[LISTA_TIENDAS, { etiqueta: t.nombre }]}
          acciones={
            <>
              <Link
                className="mv-button mv-button--secondary"
                to={enlace('tienda/:tienda/editar', { tienda: t.id })}
              >
                Editar
              </Link>
              <Link className="mv-button" to={enlace('tienda/:tienda/sucursal/registrar', { tienda: t.id })}>
                Registrar sucursal
              </Link>
            </>
          }
        >
          <p>
            <EtiquetaEstatus estatus={t.estatus} /> · RIF {t.rif ?? '—'} · Teléfono {t.telefono ?? '—'}
          </p>
          <section className={estilos.bloque} aria-label="Sucursales">
            <h2 className={estilos.subtitulo}>Sucursales</h2>
            {t.sucursales.length === 0 ? (
              <p className={estilos.nota}>La tienda aún no tiene sucursales.</p>
            ) : (
              <ul className={estilos.enlaces}>
                {t.sucursales.map((s) => (
                  <li key={s.id}>
                    {misZonas.has(s.zona.slug) ? (
                      <Link
                        to={enlace('tienda/:tienda/sucursal/:sucursal', { tienda: t.id, sucursal: s.id })}
                      >
                        {s.nombre}
                      </Link>
                    ) : (
                      s.nombre
                    )}{' '}
                    · {s.zona.nombre} · {s.direccion} ·{' '}
                    {/* The toggle carries the badge; without the zone, the badge alone. */}
                    {misZonas.has(s.zona.slug) ? (
                      <BotonEstatus
                        estatus={s.estatus}
                        nombre={`la sucursal «${s.nombre}»`}
                        consecuencia="Su existencia dejará de contar en la tienda de su zona."
                        cambiar={(estatus) =>
                          api.estatusSucursal({ tienda: t.id, sucursal: s.id, estatus, version: s.version })
                        }
                        alCambiar={datos.recargar}
                      />
                    ) : (
                      <EtiquetaEstatus estatus={s.estatus} />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <HistorialCambios
            clave={`tienda:${t.id}`}
            version={t.version}
            leer={(pagina) => api.historial({ tienda: t.id, pagina })}
            formato={FORMATO_TIENDA}
          />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}
