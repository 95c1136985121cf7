/**
 * The zone's inventory list (`/admin/inventario/zona/:zona`): one row a product, its stock in the
 * zone's active branches (or in the chosen branch) and its normal price; paged, sorted and filtered
 * on the server with the state in the URL. Export and import of the zone's CSV start here.
 */

import {
  BotonExportarCsv,
  type Columna,
  EtiquetaEstatus,
  estilos,
  FiltroEstatus,
  FiltroOpciones,
  Filtros,
  FiltroTexto,
  PaginaAdmin,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import { type InventarioFila, InventarioListadoQuerySchema } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { formatCalendarDay } from '@mercado/shared/rules';
import { enlace } from '../../descripcion.ts';
import { api, cantidad, dinero, enlaceProducto } from './api.ts';
import * as propios from './inventario.module.css';
import { useOpciones } from './opciones.ts';

export function ListaInventario({ pathname, search, ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const listado = useListado({ pathname, search }, { orden: 'nombre' });
  const opciones = useOpciones(zona);
  const consulta = InventarioListadoQuerySchema.safeParse(listado.consulta);
  const datos = useDatosAdmin(`inventario:${zona}:${search}`, () =>
    api.listar({ zona, ...(consulta.success ? listado.consulta : {}) }),
  );
  const sucursales = opciones?.sucursales ?? [];
  const sucursalDeFila = listado.valores.sucursal || String(sucursales[0]?.id ?? '');
  const columnas: Columna<InventarioFila>[] = [
    {
      clave: 'nombre',
      etiqueta: 'Producto',
      orden: 'nombre',
      celda: (f) =>
        sucursalDeFila ? (
          <Link to={enlaceProducto(zona, sucursalDeFila, f.productoId)}>{f.nombre}</Link>
        ) : (
          f.nombre
        ),
    },
    { clave: 'presentacion', etiqueta: 'Presentación', celda: (f) => f.presentacion ?? '—' },
    { clave: 'categoria', etiqueta: 'Categoría', celda: (f) => f.categoria },
    {
      clave: 'sucursales',
      etiqueta: 'Sucursales',
      // Each branch holding it, with its stock there, opens the product in that branch.
      celda: (f) =>
        f.sucursales.length === 0 ? (
          '—'
        ) : (
          <ul className={propios.sucursales}>
            {f.sucursales.map((s) => (
              <li key={s.id}>
                <Link to={enlaceProducto(zona, s.id, f.productoId)} title={`${s.tienda} · ${s.nombre}`}>
                  {s.nombre}: {cantidad(s.existencia)}
                </Link>
              </li>
            ))}
          </ul>
        ),
    },
    {
      clave: 'existencia',
      etiqueta: 'Existencia',
      orden: 'existencia',
      numerica: true,
      celda: (f) => cantidad(f.existencia),
    },
    {
      clave: 'precio',
      etiqueta: 'Precio normal',
      orden: 'precio',
      numerica: true,
      celda: (f) => dinero(f.precio),
    },
    {
      clave: 'oferta',
      etiqueta: 'Oferta',
      numerica: true,
      celda: (f) =>
        Number(f.oferta) > 0
          ? `${dinero(f.oferta)}${f.ofertaHasta ? ` hasta ${formatCalendarDay(f.ofertaHasta)}` : ''}`
          : '—',
    },
    { clave: 'estatus', etiqueta: 'Estatus', celda: (f) => <EtiquetaEstatus estatus={f.estatus} /> },
  ];
  const nombreZona = opciones?.zona.nombre ?? zona;
  return (
    <PaginaAdmin
      titulo={`Inventario y precios · ${nombreZona}`}
      migas={[{ etiqueta: 'Inventario y precios', href: enlace('inventario') }, { etiqueta: nombreZona }]}
      acciones={
        <>
          <Link className="mv-button" to={enlace('inventario/zona/:zona/registrar', { zona })}>
            Registrar existencia
          </Link>
          <Link
            className="mv-button mv-button--secondary"
            to={enlace('inventario/zona/:zona/importar', { zona })}
          >
            Importar CSV
          </Link>
          <BotonExportarCsv archivo={`inventario-${zona}.csv`} descargar={() => api.exportar({ zona })} />
        </>
      }
    >
      <Filtros>
        <FiltroTexto listado={listado} etiqueta="Producto" />
        <FiltroOpciones
          listado={listado}
          nombre="categoria"
          etiqueta="Categoría"
          todas="Todas"
          opciones={(opciones?.categorias ?? []).map((c) => ({ valor: String(c.id), etiqueta: c.nombre }))}
        />
        <FiltroOpciones
          listado={listado}
          nombre="sucursal"
          etiqueta="Sucursal"
          todas="Todas las sucursales"
          opciones={sucursales.map((s) => ({ valor: String(s.id), etiqueta: `${s.tienda} · ${s.nombre}` }))}
        />
        <FiltroOpciones
          listado={listado}
          nombre="sinExistencia"
          etiqueta="Existencia"
          opciones={[{ valor: '1', etiqueta: 'Sin existencia' }]}
        />
        <FiltroOpciones
          listado={listado}
          nombre="oferta"
          etiqueta="Ofertas"
          opciones={[
            { valor: 'activa', etiqueta: 'Con oferta' },
            { valor: 'vence', etiqueta: 'Vencen esta semana' },
          ]}
        />
        <FiltroEstatus listado={listado} />
      </Filtros>
      {!consulta.success && (
        <p role="alert" className={`mv-card ${estilos.aviso}`}>
          Los filtros de la dirección no son válidos: se muestra la lista sin ellos.
        </p>
      )}
      <TablaAdmin
        titulo={`Inventario de ${nombreZona}`}
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(f) => f.productoId}
        vacio="No hay productos con estos filtros"
      />
    </PaginaAdmin>
  );
}
