/**
 * The catalogue back-office (issue 18): every entry of each domain checks its role on the server (no token
 * 401, another section's role 403, its role 2xx).
 */
import { endpoints } from '@mercado/shared/endpoints';
import { TAG_SLUG } from '../src/db/seed-fixtures.ts';
import { probarAcceso } from './admin-acceso.ts';
import {
  IMAGEN,
  idDe,
  PRODUCTO_SEMBRADO,
  productoForm,
  unico,
  versionDe,
} from './admin-catalogo-contexto.ts';
import type { TestApp } from './helpers.ts';

const categoria = async (t: TestApp) => {
  const id = await idDe(t, 'categoria', 'harinas');
  return { id, version: await versionDe(t, 'categoria', id) };
};

probarAcceso('categoria: every entry checks ROLE_CATEGORIA', endpoints.adminCategoria, {
  rolSeccion: 'ROLE_CATEGORIA',
  rolAjeno: 'ROLE_TIENDA',
  casos: {
    listado: { entrada: () => ({}) },
    registrar: {
      entrada: () => {
        const slug = unico('acceso');
        return { nombre: slug, slug, padreId: null, icono: 'wheat', orden: 1 };
      },
    },
    editar: {
      entrada: async (t) => ({
        ...(await categoria(t)),
        nombre: 'Harinas',
        slug: 'harinas',
        padreId: await idDe(t, 'categoria', 'viveres'),
        icono: 'wheat',
        orden: 2,
      }),
    },
    estatus: { entrada: async (t) => ({ ...(await categoria(t)), estatus: 1 }) },
    imagen: { entrada: categoria, cuerpo: () => IMAGEN },
    padresDisponibles: { entrada: categoria },
    sinSubcategorias: { entrada: () => ({}) },
    selector: { entrada: () => ({}) },
    todas: { entrada: () => ({}) },
    simple: { entrada: categoria },
    full: { entrada: categoria },
    formEditar: { entrada: categoria },
    verificar: { entrada: () => ({ slug: 'harinas' }) },
    iconos: { entrada: () => ({ q: 'wheat' }) },
    historial: { entrada: categoria },
  },
});

const etiqueta = async (t: TestApp) => {
  const id = await idDe(t, 'etiqueta', TAG_SLUG);
  return { id, version: await versionDe(t, 'etiqueta', id) };
};

probarAcceso('etiqueta: every entry checks ROLE_ETIQUETA', endpoints.adminEtiqueta, {
  rolSeccion: 'ROLE_ETIQUETA',
  rolAjeno: 'ROLE_PRODUCTO',
  casos: {
    listado: { entrada: () => ({}) },
    registrar: {
      entrada: () => {
        const slug = unico('acceso');
        return { nombre: slug, slug, orden: 1 };
      },
    },
    detalle: { entrada: etiqueta },
    editar: {
      entrada: async (t) => ({
        ...(await etiqueta(t)),
        nombre: 'Hecho en Venezuela',
        slug: TAG_SLUG,
        orden: 1,
      }),
    },
    estatus: { entrada: async (t) => ({ ...(await etiqueta(t)), estatus: 1 }) },
    verificar: { entrada: () => ({ nombre: 'Nueva' }) },
    productos: { entrada: etiqueta },
    buscarProducto: { entrada: async (t) => ({ ...(await etiqueta(t)), q: 'arroz' }) },
    agregarProductos: {
      entrada: async (t) => ({
        ...(await etiqueta(t)),
        productos: [await idDe(t, 'producto', PRODUCTO_SEMBRADO)],
      }),
    },
    quitarProducto: {
      entrada: async (t) => ({
        ...(await etiqueta(t)),
        producto: await idDe(t, 'producto', PRODUCTO_SEMBRADO),
      }),
    },
    historial: { entrada: etiqueta },
  },
});

const producto = async (t: TestApp) => {
  const id = await idDe(t, 'producto', PRODUCTO_SEMBRADO);
  return { id, version: await versionDe(t, 'producto', id) };
};

probarAcceso('producto: every entry checks ROLE_PRODUCTO', endpoints.adminProducto, {
  rolSeccion: 'ROLE_PRODUCTO',
  rolAjeno: 'ROLE_CATEGORIA',
  casos: {
    listado: { entrada: () => ({}) },
    opciones: { entrada: () => ({}) },
    registrar: {
      entrada: async (t) => productoForm(await idDe(t, 'categoria', 'harinas')),
      estados: [201],
    },
    detalle: { entrada: producto },
    editar: {
      entrada: async (t) => {
        const { id, version } = await producto(t);
        return { ...productoForm(await idDe(t, 'categoria', 'harinas'), PRODUCTO_SEMBRADO), id, version };
      },
    },
    estatus: { entrada: async (t) => ({ ...(await producto(t)), estatus: 1 }) },
    estatusLote: { entrada: async (t) => ({ estatus: 1, productos: [await producto(t)] }) },
    subirImagen: { entrada: producto, cuerpo: () => IMAGEN },
    ordenarImagenes: {
      entrada: async (t) => {
        const { id } = await producto(t);
        const imagenes = await t.db
          .selectFrom('producto_imagen')
          .select('id')
          .where('producto_id', '=', id)
          .orderBy('orden')
          .orderBy('id')
          .execute();
        return { id, imagenes: imagenes.map((i) => i.id).reverse() };
      },
    },
    quitarImagen: {
      entrada: async (t) => {
        const { id } = await producto(t);
        const imagen = await t.db
          .insertInto('producto_imagen')
          .values({
            producto_id: id,
            url: '/media/subidas/producto/x-400.webp',
            ancho: 400,
            alto: 400,
            orden: 9,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id, imagen: imagen.id };
      },
    },
    verificar: { entrada: () => ({ slug: PRODUCTO_SEMBRADO }) },
    historial: { entrada: producto },
  },
});

probarAcceso(
  'search-index sync of a product (spec §7): ROLE_PRODUCTO',
  {
    indexarProducto: endpoints.buscador.indexarProducto,
    reindexarProducto: endpoints.buscador.reindexarProducto,
  },
  {
    rolSeccion: 'ROLE_PRODUCTO',
    rolAjeno: 'ROLE_CATEGORIA',
    casos: { indexarProducto: { entrada: producto }, reindexarProducto: { entrada: producto } },
  },
);

probarAcceso(
  'search-index sync of a product’s availability (stock and prices: ROLE_INVENTARIO)',
  { indexarDisponibilidad: endpoints.buscador.indexarDisponibilidad },
  {
    rolSeccion: 'ROLE_INVENTARIO',
    rolAjeno: 'ROLE_PRODUCTO',
    casos: { indexarDisponibilidad: { entrada: producto } },
  },
);
