/**
 * A product in a branch of the zone (`…/sucursal/:sucursal/producto/:producto`): its stock and cost
 * there (registered the first time, then edited with the version it was opened at), the other branches
 * of the zone, the zone's prices per user type and the stock's history.
 */

import {
  estilos,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  PieFormulario,
  type SubpaginaProps,
  useDatosAdmin,
  useFormulario,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import {
  type Inventario,
  InventarioEditarBodySchema,
  InventarioRegistrarBodySchema,
  USUARIO_TIPOS,
} from '@mercado/shared/contracts';
import { Field, Link } from '@mercado/shared/react';
import { formatCalendarDay } from '@mercado/shared/rules';
import { enlace } from '../../descripcion.ts';
import { api, cantidad, conPresentacion, dinero, enlacePrecios, enlaceProducto, enlaceZona } from './api.ts';
import { FORMATO_INVENTARIO } from './historial.ts';
import { useOpciones } from './opciones.ts';

export function ProductoSucursal({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const sucursal = Number(ruta.sucursal);
  const producto = Number(ruta.producto);
  const opciones = useOpciones(zona);
  const datos = useDatosAdmin(`sucursal-producto:${zona}:${sucursal}:${producto}`, () =>
    api.sucursalProducto({ zona, sucursal, producto }),
  );
  const nombreZona = opciones?.zona.nombre ?? zona;
  return (
    <PaginaRegistro
      datos={datos}
      titulo="Producto en la sucursal"
      migas={[{ etiqueta: 'Inventario y precios', href: enlace('inventario') }]}
      lista={{ etiqueta: nombreZona, href: enlaceZona(zona) }}
    >
      {(d) => (
        <PaginaAdmin
          titulo={conPresentacion(d.producto)}
          migas={[
            { etiqueta: 'Inventario y precios', href: enlace('inventario') },
            { etiqueta: nombreZona, href: enlaceZona(zona) },
            { etiqueta: `${d.sucursal.tienda} · ${d.sucursal.nombre}` },
          ]}
          acciones={
            <Link className="mv-button mv-button--secondary" to={enlacePrecios(zona, sucursal, producto)}>
              Editar precios
            </Link>
          }
        >
          <nav aria-label="Sucursales de la zona" className={estilos.bloque}>
            <h2 className={estilos.subtitulo}>Sucursales</h2>
            <ul className={estilos.enlaces}>
              {(opciones?.sucursales ?? []).map((s) => (
                <li key={s.id}>
                  <Link
                    className={estilos.enlace}
                    to={enlaceProducto(zona, s.id, producto)}
                    aria-current={s.id === sucursal ? 'page' : undefined}
                  >
                    {s.tienda} · {s.nombre}
                    {s.estatus !== 1 && ' (inactiva)'}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <FormExistencia
            key={`${d.inventario?.id ?? 'nuevo'}:${d.inventario?.version ?? 0}`}
            zona={zona}
            sucursal={sucursal}
            producto={producto}
            inventario={d.inventario}
            alGuardar={datos.recargar}
          />
          <section className={estilos.bloque} aria-label="Precios en la zona">
            <h2 className={estilos.subtitulo}>Precios en {nombreZona}</h2>
            <ul>
              {d.precios.map((p) => (
                <li key={p.usuarioTipo}>
                  {USUARIO_TIPOS.find((t) => t.tipo === p.usuarioTipo)?.nombre}:{' '}
                  {p.precio === null ? 'sin precio (no se vende a este tipo)' : dinero(p.precio)}
                  {Number(p.oferta) > 0 &&
                    ` · oferta ${dinero(p.oferta)}${p.ofertaHasta ? ` hasta ${formatCalendarDay(p.ofertaHasta)}` : ''}`}
                </li>
              ))}
            </ul>
          </section>
          {d.inventario && (
            <HistorialCambios
              clave={`inventario:${d.inventario.id}`}
              version={d.inventario.version}
              leer={(pagina) => api.historial({ zona, inventario: d.inventario!.id, pagina })}
              formato={FORMATO_INVENTARIO}
            />
          )}
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}

/** Stock and cost of the product in the branch: registers the row the first time, then edits it. */
export function FormExistencia({
  zona,
  sucursal,
  producto,
  inventario,
  alGuardar,
}: {
  zona: string;
  sucursal: number;
  producto: number;
  inventario: Inventario | null;
  alGuardar: () => void;
}) {
  const registrar = useFormulario({
    inicial: { sucursal, producto, existencia: '', costo: '' },
    esquema: InventarioRegistrarBodySchema,
    guardar: (body) => api.registrar({ zona, ...body }),
    aviso: 'Existencia registrada',
    alGuardar,
  });
  const editar = useFormulario({
    inicial: {
      existencia: inventario ? cantidad(inventario.existencia) : '',
      costo: inventario ? inventario.costo.replace('.', ',') : '',
      version: inventario?.version ?? 1,
    },
    esquema: InventarioEditarBodySchema,
    guardar: (body) => api.editar({ zona, inventario: inventario!.id, ...body }),
    alGuardar,
  });
  const form = inventario ? editar : registrar;
  const poner = (campo: 'existencia' | 'costo', valor: string) =>
    inventario ? editar.poner(campo, valor) : registrar.poner(campo, valor);
  useSalidaConCambios(form.sucio);
  return (
    <form
      className={`mv-card ${estilos.formulario}`}
      onSubmit={form.enviar}
      noValidate
      aria-label="Existencia en la sucursal"
    >
      <h2 className={estilos.subtitulo}>Existencia en la sucursal</h2>
      {!inventario && <p className={estilos.nota}>El producto aún no tiene existencia en esta sucursal.</p>}
      {form.general && (
        <p role="alert" className={estilos.errorGeneral}>
          {form.general}
        </p>
      )}
      <Field
        id="inventario-existencia"
        label="Existencia"
        hint="Use coma o punto decimal"
        error={form.errores.existencia}
      >
        {(control) => (
          <input
            {...control}
            className="mv-input"
            inputMode="decimal"
            value={form.valores.existencia}
            onChange={(e) => poner('existencia', e.target.value)}
          />
        )}
      </Field>
      <Field id="inventario-costo" label="Costo (USD)" error={form.errores.costo}>
        {(control) => (
          <input
            {...control}
            className="mv-input"
            inputMode="decimal"
            value={form.valores.costo}
            onChange={(e) => poner('costo', e.target.value)}
          />
        )}
      </Field>
      <div className={estilos.acciones}>
        <PieFormulario f={form} texto={inventario ? 'Guardar existencia' : 'Registrar existencia'} />
      </div>
    </form>
  );
}
