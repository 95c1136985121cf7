/**
 * What the catalogue back-office serves (decision 0013): its sections of the admin side panel
 * (spec §2, roles of spec §6), their sub-pages and routes. `disponible: false` marks a sub-page whose
 * issue has not landed yet: listed, and marked 'Disponible próximamente'.
 */
import { rolesDeSeccion } from '@mercado/shared/contracts/secciones-admin';
import { adminSectionRoutes, defineDescription } from '@mercado/shared/federation/describe';

const pronto = (etiqueta: string, ruta: string) => ({ etiqueta, ruta, disponible: false }) as const;
/** The list and the register form of a section whose pages have landed (tienda, categoria, producto...). */
const PAGINAS_CATALOGO = [
  { etiqueta: 'Listado', ruta: '' },
  { etiqueta: 'Registrar', ruta: 'registrar' },
] as const;

const secciones = [
  {
    slug: 'tienda',
    etiqueta: 'Tiendas',
    roles: rolesDeSeccion('tienda'),
    subpaginas: PAGINAS_CATALOGO,
    panel: [{ etiqueta: 'Tiendas', ruta: '' }],
  },
  {
    slug: 'categoria',
    etiqueta: 'Categorias',
    roles: rolesDeSeccion('categoria'),
    subpaginas: PAGINAS_CATALOGO,
    panel: [{ etiqueta: 'Categorias', ruta: '' }],
    conteo: { singular: 'categoría', plural: 'categorías' },
  },
  {
    slug: 'etiqueta',
    etiqueta: 'Etiquetas',
    roles: rolesDeSeccion('etiqueta'),
    subpaginas: PAGINAS_CATALOGO,
    panel: [{ etiqueta: 'Etiquetas', ruta: '' }],
  },
  {
    slug: 'producto',
    etiqueta: 'Productos',
    roles: rolesDeSeccion('producto'),
    subpaginas: PAGINAS_CATALOGO,
    panel: [{ etiqueta: 'Productos', ruta: '' }],
    conteo: { singular: 'producto', plural: 'productos' },
  },
  {
    slug: 'zona',
    etiqueta: 'Zonas',
    roles: rolesDeSeccion('zona'),
    subpaginas: [
      { etiqueta: 'Listado', ruta: '' },
      { etiqueta: 'Registrar', ruta: 'registrar' },
    ],
    porZona: {
      base: ':zona',
      paginas: [
        { etiqueta: 'Editar', ruta: 'editar' },
        { etiqueta: 'Direcciones de retiro', ruta: 'direccion' },
        { etiqueta: 'Áreas de entrega', ruta: 'area' },
        { etiqueta: 'Horarios de entrega', ruta: 'horario' },
        { etiqueta: 'Horarios de retiro', ruta: 'horario-pickup' },
        { etiqueta: 'Fechas sin entregas', ruta: 'envio-bloqueo' },
        { etiqueta: 'Enlaces del menú', ruta: 'link-menu' },
      ],
    },
    panel: [{ etiqueta: 'Zonas', ruta: '' }],
    conteo: { singular: 'zona asignada', plural: 'zonas asignadas' },
  },
  {
    slug: 'lista-rapida',
    etiqueta: 'Listas Rapidas',
    roles: rolesDeSeccion('lista-rapida'),
    subpaginas: [{ etiqueta: 'Zonas', ruta: 'zona' }],
    porZona: {
      base: 'zona/:zona',
      paginas: [
        { etiqueta: 'Listas rápidas', ruta: '' },
        { etiqueta: 'Registrar', ruta: 'registrar' },
      ],
    },
    panel: [{ etiqueta: 'Listas Rapidas', ruta: 'zona' }],
  },
  {
    slug: 'publicidad',
    etiqueta: 'Publicidad',
    roles: rolesDeSeccion('publicidad'),
    subpaginas: [{ etiqueta: 'Zonas', ruta: 'zona' }],
    porZona: {
      base: 'zona/:zona',
      paginas: [
        { etiqueta: 'Vista previa y publicar', ruta: '' },
        { etiqueta: 'Imagen oferta', ruta: 'imagen-oferta' },
        { etiqueta: 'Imagen lista rápida', ruta: 'imagen-lista-rapida' },
        { etiqueta: 'Mensaje publicidad', ruta: 'mensaje-publicidad' },
        { etiqueta: 'Destacados', ruta: 'destacado' },
        { etiqueta: 'Slider', ruta: 'slider' },
        { etiqueta: 'Publicidad', ruta: 'publicidad' },
      ],
    },
    panel: [{ etiqueta: 'Publicidad', ruta: 'zona' }],
  },
  {
    slug: 'buscador-historial',
    etiqueta: 'Buscador Historial',
    roles: rolesDeSeccion('buscador-historial'),
    subpaginas: [{ etiqueta: 'Historial de búsquedas', ruta: '' }],
    panel: [{ etiqueta: 'Buscador Historial', ruta: '' }],
  },
  {
    slug: 'inventario',
    etiqueta: 'Inventario y Precios',
    roles: rolesDeSeccion('inventario'),
    subpaginas: [{ etiqueta: 'Zonas', ruta: '' }],
    porZona: {
      base: 'zona/:zona',
      paginas: [
        { etiqueta: 'Inventario de la zona', ruta: '' },
        { etiqueta: 'Registrar existencia', ruta: 'registrar' },
        { etiqueta: 'Importar CSV', ruta: 'importar' },
      ],
    },
    panel: [{ etiqueta: 'Inventario y Precios', ruta: '' }],
  },
  {
    slug: 'config',
    etiqueta: 'Configuraciones',
    roles: rolesDeSeccion('config'),
    subpaginas: [pronto('Configuraciones', '')],
    panel: [{ etiqueta: 'Configuraciones', ruta: '' }],
  },
] as const;

export const descripcion = defineDescription({
  format: '1.0',
  name: 'mf_admin_catalog',
  routes: secciones.flatMap(adminSectionRoutes),
  navigation: { admin: { grupo: { etiqueta: 'Catálogo', orden: 1 }, secciones } },
});
