/** One form to register and edit a store (`/admin/tienda/registrar`, `/admin/tienda/:tienda/editar`). */

import {
  estilos,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  textoDisponibilidad,
  useDatosAdmin,
  useDisponible,
  useFormulario,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import { type Tienda, TiendaBodySchema, TiendaEditarBodySchema } from '@mercado/shared/contracts';
import { Field, navigate } from '@mercado/shared/react';
import { api } from './api.ts';
import { LISTA_TIENDAS } from './Tienda.tsx';

export function FormTienda({ ruta }: SubpaginaProps) {
  const id = ruta.tienda ? Number(ruta.tienda) : null;
  const datos = useDatosAdmin(`tienda-form:${id}`, () =>
    id ? api.leer({ tienda: id }) : Promise.resolve(null),
  );
  return (
    <PaginaRegistro datos={datos} titulo={id ? 'Editar tienda' : 'Registrar tienda'} lista={LISTA_TIENDAS}>
      {(tienda) => <Formulario tienda={tienda} />}
    </PaginaRegistro>
  );
}

function Formulario({ tienda }: { tienda: Tienda | null }) {
  const inicial = {
    nombre: tienda?.nombre ?? '',
    rif: tienda?.rif ?? null,
    telefono: tienda?.telefono ?? null,
    ...(tienda ? { version: tienda.version } : {}),
  };
  const form = useFormulario({
    inicial,
    esquema: tienda ? TiendaEditarBodySchema : TiendaBodySchema,
    guardar: (body) =>
      tienda
        ? api.editar({ tienda: tienda.id, ...(body as { nombre: string; version: number }) })
        : api.registrar(body),
    alGuardar: (r) => navigate(`/admin/tienda/${(r as Tienda).id}`),
  });
  useSalidaConCambios(form.sucio);
  const disponible = useDisponible(
    form.valores.nombre,
    (nombre) => api.verificar({ nombre, ...(tienda ? { id: tienda.id } : {}) }),
    tienda?.nombre,
  );
  const titulo = tienda ? `Editar ${tienda.nombre}` : 'Registrar tienda';
  return (
    <PaginaAdmin
      titulo={titulo}
      migas={[{ etiqueta: 'Tiendas', href: '/admin/tienda' }, { etiqueta: titulo }]}
    >
      <form className={`mv-card ${estilos.formulario}`} onSubmit={form.enviar} noValidate>
        {form.general && (
          <p role="alert" className={estilos.errorGeneral}>
            {form.general}
          </p>
        )}
        <Field
          id="tienda-nombre"
          label="Nombre"
          hint={textoDisponibilidad(disponible, 'nombre')}
          error={form.errores.nombre ?? (disponible === 'en-uso' ? 'Ese nombre ya está en uso' : undefined)}
        >
          {(control) => (
            <input
              {...control}
              className="mv-input"
              value={form.valores.nombre}
              onChange={(e) => form.poner('nombre', e.target.value)}
            />
          )}
        </Field>
        <Field id="tienda-rif" label="RIF" error={form.errores.rif}>
          {(control) => (
            <input
              {...control}
              className="mv-input"
              value={form.valores.rif ?? ''}
              onChange={(e) => form.poner('rif', e.target.value || null)}
            />
          )}
        </Field>
        <Field id="tienda-telefono" label="Teléfono" error={form.errores.telefono}>
          {(control) => (
            <input
              {...control}
              className="mv-input"
              inputMode="tel"
              value={form.valores.telefono ?? ''}
              onChange={(e) => form.poner('telefono', e.target.value || null)}
            />
          )}
        </Field>
        <div className={estilos.acciones}>
          <button type="submit" className="mv-button" disabled={form.enviando}>
            {form.enviando ? 'Guardando…' : 'Guardar'}
          </button>
        </div>
      </form>
    </PaginaAdmin>
  );
}
