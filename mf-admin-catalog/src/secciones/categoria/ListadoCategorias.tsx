/**
 * The page 'categoria': the categories, paged, sorted and filtered on the server (state in the URL).
 * By default in the tree's order, each parent followed by its children; a parent's product count holds
 * its subcategories' products, and 'Sin productos' shows the empty ones (the back-office home's link).
 */

import { type AdminPageProps, FiltroOpciones } from '@mercado/admin-kit';
import type { CategoriaAdmin } from '@mercado/shared/contracts';
import { enlace } from '../../descripcion.ts';
import { api } from '../comun/api.ts';
import { ListaConEstatus } from '../comun/ListaConEstatus.tsx';
import { columnaEnlace, columnaProductos } from '../contenido/columnas.tsx';

export function ListadoCategorias(props: AdminPageProps) {
  return (
    <ListaConEstatus
      pagina={props}
      clave="categorias"
      leer={api.adminCategoria.listado}
      orden="orden"
      titulo="Categorías"
      migas={[{ etiqueta: 'Categorías' }]}
      registrar={{ href: enlace('categoria/registrar'), texto: 'Registrar categoría' }}
      filtros={(listado) => (
        <FiltroOpciones
          listado={listado}
          nombre="sinProductos"
          etiqueta="Productos"
          opciones={[{ valor: '1', etiqueta: 'Sin productos' }]}
        />
      )}
      columnas={[
        columnaEnlace<CategoriaAdmin>({
          clave: 'nombre',
          etiqueta: 'Nombre',
          antes: (c) => c.iconoUrl && <img src={c.iconoUrl} alt="" width={20} height={20} />,
          texto: (c) => c.ruta,
          href: (c) => enlace('categoria/:categoria/editar', { categoria: c.id }),
        }),
        { clave: 'slug', etiqueta: 'Dirección web', orden: 'slug', celda: (c) => c.slug },
        { clave: 'orden', etiqueta: 'Orden', orden: 'orden', numerica: true, celda: (c) => c.orden },
        columnaProductos(true),
      ]}
      estatus={{
        nombre: (c) => c.nombre,
        consecuencia:
          'Sus productos, y los de sus subcategorías, dejarán de verse en la tienda y en el buscador.',
        cambiar: (c, estatus) => api.adminCategoria.estatus({ id: c.id, estatus, version: c.version }),
      }}
      vacio="No hay categorías con estos filtros."
    />
  );
}
