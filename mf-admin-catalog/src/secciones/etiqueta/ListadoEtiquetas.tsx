/** The page 'etiqueta': the tags, paged, sorted and filtered on the server (state in the URL). */

import type { AdminPageProps } from '@mercado/admin-kit';
import type { EtiquetaAdmin } from '@mercado/shared/contracts';
import { enlace } from '../../descripcion.ts';
import { api } from '../comun/api.ts';
import { ListaConEstatus } from '../comun/ListaConEstatus.tsx';
import { columnaEnlace, columnaProductos } from '../contenido/columnas.tsx';

export function ListadoEtiquetas(props: AdminPageProps) {
  return (
    <ListaConEstatus
      pagina={props}
      clave="etiquetas"
      leer={api.adminEtiqueta.listado}
      orden="orden"
      titulo="Etiquetas"
      migas={[{ etiqueta: 'Etiquetas' }]}
      registrar={{ href: enlace('etiqueta/registrar'), texto: 'Registrar etiqueta' }}
      columnas={[
        columnaEnlace<EtiquetaAdmin>({
          clave: 'nombre',
          etiqueta: 'Nombre',
          texto: (t) => t.nombre,
          href: (t) => enlace('etiqueta/:etiqueta/editar', { etiqueta: t.id }),
        }),
        { clave: 'orden', etiqueta: 'Orden', orden: 'orden', numerica: true, celda: (t) => t.orden },
        columnaProductos(true),
      ]}
      estatus={{
        nombre: (t) => t.nombre,
        cambiar: (t, estatus) => api.adminEtiqueta.estatus({ id: t.id, estatus, version: t.version }),
      }}
      vacio="No hay etiquetas con estos filtros."
    />
  );
}
