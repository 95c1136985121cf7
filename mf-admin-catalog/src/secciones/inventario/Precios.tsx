/**
 * The product's prices in the zone (`…/producto/:producto/precio`), one row per user type: price (empty:
 * the type does not buy it in this zone), offer and its last day. Saved together with each type's
 * version; checked against the zone's highest cost. Its history below.
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
  useNombreZona,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import { PreciosBodySchema, type PreciosZona, USUARIO_TIPOS } from '@mercado/shared/contracts';
import { Field } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api, conPresentacion, dinero, enlaceProducto, enlaceZona } from './api.ts';
import { FORMATO_INVENTARIO } from './historial.ts';

const coma = (v: string) => v.replace('.', ',');

export function Precios({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const producto = Number(ruta.producto);
  const datos = useDatosAdmin(`precios:${zona}:${producto}`, () => api.precios({ zona, producto }));
  const nombreZona = useNombreZona();
  return (
    <PaginaRegistro
      datos={datos}
      titulo="Precios"
      migas={[{ etiqueta: 'Inventario y precios', href: enlace('inventario') }]}
      lista={{ etiqueta: nombreZona(zona), href: enlaceZona(zona) }}
    >
      {(d) => (
        <PaginaAdmin
          titulo={`Precios · ${conPresentacion(d.producto)}`}
          migas={[
            { etiqueta: 'Inventario y precios', href: enlace('inventario') },
            { etiqueta: nombreZona(zona), href: enlaceZona(zona) },
            {
              etiqueta: conPresentacion(d.producto),
              href: enlaceProducto(zona, ruta.sucursal ?? '', producto),
            },
            { etiqueta: 'Precios' },
          ]}
        >
          <FormPrecios
            key={d.precios.map((p) => p.version ?? 0).join(':')}
            zona={zona}
            producto={producto}
            datos={d}
            alGuardar={datos.recargar}
          />
          <HistorialCambios
            clave={`precios:${zona}:${producto}`}
            version={d.precios.reduce((suma, p) => suma + (p.version ?? 0), 0)}
            leer={(pagina) => api.historialPrecios({ zona, producto, pagina })}
            formato={FORMATO_INVENTARIO}
          />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}

function FormPrecios({
  zona,
  producto,
  datos,
  alGuardar,
}: {
  zona: string;
  producto: number;
  datos: PreciosZona;
  alGuardar: () => void;
}) {
  const form = useFormulario({
    inicial: {
      precios: datos.precios.map((p) => ({
        usuarioTipo: p.usuarioTipo as 1 | 2 | 3,
        precio: p.precio === null ? null : coma(p.precio),
        oferta: Number(p.oferta) > 0 ? coma(p.oferta) : '0',
        ofertaHasta: p.ofertaHasta,
        version: p.version,
      })),
    },
    esquema: PreciosBodySchema,
    guardar: (body) => api.guardarPrecios({ zona, producto, ...body }),
    alGuardar,
  });
  useSalidaConCambios(form.sucio);
  const poner = (i: number, cambio: Partial<(typeof form.valores.precios)[number]>) =>
    form.poner(
      'precios',
      form.valores.precios.map((p, j) => (j === i ? { ...p, ...cambio } : p)),
    );
  return (
    <form
      className={`mv-card ${estilos.formulario}`}
      onSubmit={form.enviar}
      noValidate
      aria-label="Precios por tipo de usuario"
    >
      <p className={estilos.nota}>
        Ningún precio ni oferta puede quedar por debajo del costo más alto de la zona ({dinero(datos.costo)}).
        Deje el precio vacío si el tipo de usuario no compra este producto en la zona.
      </p>
      {form.general && (
        <p role="alert" className={estilos.errorGeneral}>
          {form.general}
        </p>
      )}
      {form.valores.precios.map((p, i) => {
        const tipo = USUARIO_TIPOS.find((t) => t.tipo === p.usuarioTipo)!;
        const error = (campo: string) => form.errores[`precios.${i}.${campo}`];
        return (
          <fieldset key={p.usuarioTipo} className={estilos.columnas}>
            <legend>{tipo.nombre}</legend>
            <Field
              id={`precio-${tipo.clave}`}
              label={`Precio ${tipo.nombre.toLowerCase()} (USD)`}
              error={error('precio')}
            >
              {(control) => (
                <input
                  {...control}
                  className="mv-input"
                  inputMode="decimal"
                  value={p.precio ?? ''}
                  onChange={(e) => poner(i, { precio: e.target.value === '' ? null : e.target.value })}
                />
              )}
            </Field>
            <Field
              id={`oferta-${tipo.clave}`}
              label={`Oferta ${tipo.nombre.toLowerCase()} (USD)`}
              hint="0: sin oferta"
              error={error('oferta')}
            >
              {(control) => (
                <input
                  {...control}
                  className="mv-input"
                  inputMode="decimal"
                  value={p.oferta}
                  onChange={(e) => poner(i, { oferta: e.target.value === '' ? '0' : e.target.value })}
                />
              )}
            </Field>
            <Field id={`hasta-${tipo.clave}`} label="Oferta hasta" error={error('ofertaHasta')}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  className="mv-input"
                  value={p.ofertaHasta ?? ''}
                  onChange={(e) => poner(i, { ofertaHasta: e.target.value === '' ? null : e.target.value })}
                />
              )}
            </Field>
          </fieldset>
        );
      })}
      <div className={estilos.acciones}>
        <PieFormulario f={form} texto="Guardar precios" />
      </div>
    </form>
  );
}
