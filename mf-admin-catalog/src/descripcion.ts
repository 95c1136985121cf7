/**
 * What the catalogue back-office serves (decision 0013): its sections of the admin side panel
 * (spec §2, roles of spec §6), every page of each, the links to them and its routes.
 * `disponible: false` marks a sub-page whose issue has not landed yet: listed, and marked
 * 'Disponible próximamente'; `enIndice: false` a record page, not listed in the section's index.
 */
import { rolesDeSeccion } from '@mercado/shared/contracts/secciones-admin';
import { adminSectionRoutes, defineDescription, enlacesDe } from '@mercado/shared/federation/describe';

/** A page reached from its list, not listed in the section's index. */
const registro = <R extends string>(etiqueta: string, ruta: R) =>
  ({ etiqueta, ruta, enIndice: false }) as const;
const LISTADO = { etiqueta: 'Listado', ruta: '' } as const;
const REGISTRAR = { etiqueta: 'Registrar', ruta: 'registrar' } as const;
/** A catalogue section's list, its register form, and a record's page and form (`:<param>` its id). */
const paginasDeCatalogo = <P extends string>(etiqueta: string, param: P) =>
  [
    LISTADO,
    REGISTRAR,
    registro(etiqueta, `:${param}`),
    registro(`Editar ${etiqueta.toLowerCase()}`, `:${param}/editar`),
  ] as const;

const secciones = [
  {
    slug: 'tienda',
    etiqueta: 'Tiendas',
    roles: rolesDeSeccion('tienda'),
    subpaginas: [
      LISTADO,
      REGISTRAR,
      registro('Tienda', ':tienda'),
      registro('Editar tienda', ':tienda/editar'),
      registro('Registrar sucursal', ':tienda/sucursal/registrar'),
      registro('Sucursal', ':tienda/sucursal/:sucursal'),
      registro('Editar sucursal', ':tienda/sucursal/:sucursal/editar'),
    ],
    panel: [{ etiqueta: 'Tiendas', ruta: '' }],
  },
  {
    slug: 'categoria',
    etiqueta: 'Categorías',
    roles: rolesDeSeccion('categoria'),
    subpaginas: paginasDeCatalogo('Categoría', 'categoria'),
    panel: [{ etiqueta: 'Categorías', ruta: '' }],
    conteo: { singular: 'categoría', plural: 'categorías' },
  },
  {
    slug: 'etiqueta',
    etiqueta: 'Etiquetas',
    roles: rolesDeSeccion('etiqueta'),
    subpaginas: paginasDeCatalogo('Etiqueta', 'etiqueta'),
    panel: [{ etiqueta: 'Etiquetas', ruta: '' }],
  },
  {
    slug: 'producto',
    etiqueta: 'Productos',
    roles: rolesDeSeccion('producto'),
    subpaginas: paginasDeCatalogo('Producto', 'producto'),
    panel: [{ etiqueta: 'Productos', ruta: '' }],
    conteo: { singular: 'producto', plural: 'productos' },
  },
  {
    slug: 'zona',
    etiqueta: 'Zonas',
    roles: rolesDeSeccion('zona'),
    subpaginas: [LISTADO, REGISTRAR],
    porZona: {
      base: ':zona',
      paginas: [
        registro('Zona', ''),
        { etiqueta: 'Editar', ruta: 'editar' },
        { etiqueta: 'Direcciones de retiro', ruta: 'direccion' },
        { etiqueta: 'Áreas de entrega', ruta: 'area' },
        { etiqueta: 'Horarios de entrega', ruta: 'horario' },
        { etiqueta: 'Horarios de retiro', ruta: 'horario-pickup' },
        { etiqueta: 'Fechas sin entregas', ruta: 'envio-bloqueo' },
        { etiqueta: 'Enlaces del menú', ruta: 'link-menu' },
        // The records of each kind above (`:tipo`), and the sectors below an area.
        registro('Registrar', ':tipo/registrar'),
        registro('Editar', ':tipo/:id/editar'),
        registro('Sectores', 'area/:area/sector'),
        registro('Registrar sector', 'area/:area/sector/registrar'),
        registro('Editar sector', 'area/:area/sector/:id/editar'),
      ],
    },
    panel: [{ etiqueta: 'Zonas', ruta: '' }],
    conteo: { singular: 'zona asignada', plural: 'zonas asignadas' },
  },
  {
    slug: 'lista-rapida',
    etiqueta: 'Listas rápidas',
    roles: rolesDeSeccion('lista-rapida'),
    subpaginas: [{ etiqueta: 'Zonas', ruta: 'zona' }],
    porZona: {
      base: 'zona/:zona',
      paginas: [
        { etiqueta: 'Listas rápidas', ruta: '' },
        REGISTRAR,
        registro('Editar lista rápida', 'editar/:listaRapida'),
      ],
    },
    panel: [{ etiqueta: 'Listas rápidas', ruta: 'zona' }],
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
        { etiqueta: 'Carrusel', ruta: 'slider' },
        { etiqueta: 'Publicidad', ruta: 'publicidad' },
        { etiqueta: 'Publicaciones', ruta: 'publicaciones' },
        registro('Registrar destacado', 'destacado/registrar'),
        registro('Destacado', 'destacado/:destacado'),
        registro('Registrar imagen del carrusel', 'slider/registrar'),
        registro('Imagen del carrusel', 'slider/:slider'),
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
    slug: 'busqueda',
    etiqueta: 'Buscador: sinónimos y reglas',
    roles: rolesDeSeccion('busqueda'),
    subpaginas: [
      { etiqueta: 'Sinónimos', ruta: 'sinonimo' },
      { etiqueta: 'Reglas por zona', ruta: 'zona' },
      registro('Registrar sinónimo', 'sinonimo/registrar'),
      registro('Sinónimo', 'sinonimo/:sinonimo'),
    ],
    porZona: {
      base: 'zona/:zona',
      paginas: [
        { etiqueta: 'Reglas', ruta: '' },
        { etiqueta: 'Vista previa', ruta: 'vista-previa' },
        registro('Registrar regla', 'registrar'),
        registro('Regla', 'regla/:regla'),
      ],
    },
    panel: [{ etiqueta: 'Sinónimos y reglas', ruta: '' }],
  },
  {
    slug: 'inventario',
    etiqueta: 'Inventario y precios',
    roles: rolesDeSeccion('inventario'),
    subpaginas: [{ etiqueta: 'Zonas', ruta: '' }],
    porZona: {
      base: 'zona/:zona',
      paginas: [
        { etiqueta: 'Inventario de la zona', ruta: '' },
        { etiqueta: 'Registrar existencia', ruta: 'registrar' },
        { etiqueta: 'Importar CSV', ruta: 'importar' },
        registro('Existencia', ':inventario'),
        registro('Producto en la sucursal', 'sucursal/:sucursal/producto/:producto'),
        registro('Precios', 'sucursal/:sucursal/producto/:producto/precio'),
      ],
    },
    panel: [{ etiqueta: 'Inventario y precios', ruta: '' }],
  },
] as const;

export const descripcion = defineDescription({
  format: '1.2',
  name: 'mf_admin_catalog',
  routes: secciones.flatMap(adminSectionRoutes),
  navigation: {
    admin: {
      grupo: { etiqueta: 'Catálogo', orden: 1 },
      secciones,
      // The back-office home's attention figures open the lists they count, filtered.
      atencion: {
        sinExistencia: { pagina: 'inventario/zona/:zona', consulta: { sinExistencia: '1', estatus: '1' } },
        ofertasPorVencer: { pagina: 'inventario/zona/:zona', consulta: { oferta: 'vence' } },
        categoriasSinProductos: { pagina: 'categoria', consulta: { sinProductos: '1', estatus: '1' } },
      },
    },
  },
});

/** The URL of one of its pages: `enlace('tienda/:tienda/editar', { tienda: id })`. */
export const enlace = enlacesDe(descripcion);
