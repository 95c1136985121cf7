/** One inventory row by its id (`…/zona/:zona/:inventario`): its stock and cost form and its history. */

import {
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  useDatosAdmin,
  useNombreZona,
} from '@mercado/admin-kit';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api, conPresentacion, enlacePrecios, enlaceZona } from './api.ts';
import { FORMATO_INVENTARIO } from './historial.ts';
import { FormExistencia } from './ProductoSucursal.tsx';

export function FilaInventario({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const inventario = Number(ruta.inventario);
  const datos = useDatosAdmin(`inventario-fila:${zona}:${inventario}`, () => api.leer({ zona, inventario }));
  const nombreZona = useNombreZona();
  return (
    <PaginaRegistro
      datos={datos}
      titulo="Existencia"
      migas={[{ etiqueta: 'Inventario y precios', href: enlace('inventario') }]}
      lista={{ etiqueta: nombreZona(zona), href: enlaceZona(zona) }}
    >
      {(f) => (
        <PaginaAdmin
          titulo={conPresentacion(f.producto)}
          migas={[
            { etiqueta: 'Inventario y precios', href: enlace('inventario') },
            { etiqueta: nombreZona(zona), href: enlaceZona(zona) },
            { etiqueta: `${f.sucursal.tienda} · ${f.sucursal.nombre}` },
          ]}
          acciones={
            <Link
              className="mv-button mv-button--secondary"
              to={enlacePrecios(zona, f.sucursal.id, f.producto.id)}
            >
              Editar precios
            </Link>
          }
        >
          <FormExistencia
            key={f.version}
            zona={zona}
            sucursal={f.sucursal.id}
            producto={f.producto.id}
            inventario={f}
            alGuardar={datos.recargar}
          />
          <HistorialCambios
            clave={`inventario:${f.id}`}
            version={f.version}
            leer={(pagina) => api.historial({ zona, inventario, pagina })}
            formato={FORMATO_INVENTARIO}
          />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}
