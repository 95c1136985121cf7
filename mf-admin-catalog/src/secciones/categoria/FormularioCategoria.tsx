/**
 * /admin/categoria/registrar and /admin/categoria/:id/editar: one form (name, slug from the name,
 * parent among those it may take, icon, order), then the image and the history of a saved one.
 */

import {
  CampoImagen,
  CamposNombreSlug,
  ErrorGeneral,
  EtiquetaEstatus,
  HistorialCambios,
  PaginaRegistro,
  PieFormulario,
  textoDisponibilidad,
  useDatosAdmin,
  useDisponible,
  useFormulario,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import {
  type CategoriaAdmin,
  type CategoriaOpcion,
  CategoriaRegistrarSchema,
} from '@mercado/shared/contracts';
import { Field, Link, navigate } from '@mercado/shared/react';
import { useId, useState } from 'react';
import { api } from '../comun/api.ts';
import { admin, estilos } from '../comun/componentes.tsx';

type Valores = { nombre: string; slug: string; padreId: string; icono: string; orden: string };

const valoresDe = (c: CategoriaAdmin | null): Valores => ({
  nombre: c?.nombre ?? '',
  slug: c?.slug ?? '',
  padreId: c?.padreId ? String(c.padreId) : '',
  icono: c?.icono ?? '',
  orden: String(c?.orden ?? 0),
});

/** The body the form's text makes (the schema says what is wrong with it). */
const datosDe = (v: Valores) => ({
  nombre: v.nombre,
  slug: v.slug,
  padreId: v.padreId ? Number(v.padreId) : null,
  icono: v.icono || null,
  orden: v.orden === '' ? Number.NaN : Number(v.orden),
});

export function FormularioCategoria({ id }: { id: number | null }) {
  const datos = useDatosAdmin(`categoria-form:${id ?? 'nueva'}`, async () =>
    id === null
      ? { categoria: null, padres: await api.adminCategoria.todas() }
      : api.adminCategoria.formEditar({ id }),
  );
  return (
    <PaginaRegistro
      datos={datos}
      titulo={id === null ? 'Registrar categoría' : 'Categoría'}
      lista={{ etiqueta: 'Categorías', href: '/admin/categoria' }}
    >
      {({ categoria, padres }) => (
        <div className={admin.pagina}>
          <Formulario categoria={categoria} padres={padres} key={id ?? 'nueva'} />
        </div>
      )}
    </PaginaRegistro>
  );
}

function Formulario({
  categoria: inicial,
  padres,
}: {
  categoria: CategoriaAdmin | null;
  padres: CategoriaOpcion[];
}) {
  const id = useId();
  const ids = { padre: useId(), icono: useId(), orden: useId() };
  const [categoria, setCategoria] = useState(inicial);
  const f = useFormulario({
    inicial: valoresDe(inicial),
    esquema: CategoriaRegistrarSchema,
    convertir: datosDe,
    guardar: (body) =>
      categoria
        ? api.adminCategoria.editar({ id: categoria.id, ...body, version: categoria.version })
        : api.adminCategoria.registrar(body),
    alGuardar: (guardada) => {
      f.reiniciar(valoresDe(guardada));
      setCategoria(guardada);
      if (!categoria) navigate(`/admin/categoria/${guardada.id}/editar`, { replace: true });
    },
  });
  const v = f.valores;
  useSalidaConCambios(f.sucio);
  const propia = categoria ? { id: categoria.id } : {};
  // The name is unique among the chosen parent's children.
  const nombreLibre = useDisponible(
    v.nombre.trim() ? `${v.nombre}\u0000${v.padreId}` : '',
    () =>
      api.adminCategoria.verificar({
        nombre: v.nombre,
        ...propia,
        ...(v.padreId ? { padreId: Number(v.padreId) } : {}),
      }),
    categoria ? `${categoria.nombre}\u0000${categoria.padreId ?? ''}` : undefined,
  );
  const { carga: iconos } = useDatosAdmin(`iconos:${v.icono}`, () =>
    api.adminCategoria.iconos({ q: v.icono }),
  );
  const elegido =
    iconos.estado === 'listo' ? iconos.datos.iconos.find((i) => i.nombre === v.icono) : undefined;

  return (
    <>
      <nav aria-label="Ruta de navegación" className={admin.migas}>
        <Link to="/admin/categoria">Categorías</Link> /{' '}
        <span>{categoria ? categoria.nombre : 'Registrar'}</span>
      </nav>
      <h1 className={admin.titulo}>
        {categoria ? `Editar categoría: ${categoria.nombre}` : 'Registrar categoría'}
      </h1>
      {categoria && (
        <p className={admin.nota}>
          <EtiquetaEstatus estatus={categoria.estatus} /> · {categoria.productos} productos
        </p>
      )}
      <form className={estilos.formulario} onSubmit={f.enviar} noValidate>
        <ErrorGeneral f={f} />
        <CamposNombreSlug
          id={id}
          f={f}
          campo="nombre"
          etiqueta="Nombre"
          verificar={(slug) => api.adminCategoria.verificar({ slug, ...propia })}
          actual={categoria?.slug}
          hintNombre={
            nombreLibre === 'en-uso'
              ? 'Ya existe una categoría con ese nombre en el mismo nivel'
              : textoDisponibilidad(nombreLibre, 'nombre')
          }
        />
        <Field id={ids.padre} label="Categoría padre" error={f.errores.padreId}>
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={v.padreId}
              onChange={(e) => f.poner('padreId', e.currentTarget.value)}
            >
              <option value="">Ninguna (categoría principal)</option>
              {padres.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.ruta}
                  {p.estatus === 2 ? ' (inactiva)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={ids.icono}
          label="Ícono"
          error={f.errores.icono}
          hint="Escriba para buscar (en inglés: coffee, milk, wheat…)"
        >
          {(control) => (
            <input
              {...control}
              className="mv-input"
              list={`${ids.icono}-lista`}
              value={v.icono}
              onChange={(e) => f.poner('icono', e.currentTarget.value.trim())}
            />
          )}
        </Field>
        <datalist id={`${ids.icono}-lista`}>
          {iconos.estado === 'listo' &&
            iconos.datos.iconos.map((i) => <option key={i.nombre} value={i.nombre} />)}
        </datalist>
        {elegido && <img src={elegido.url} alt={`Ícono ${elegido.nombre}`} width={32} height={32} />}
        <Field id={ids.orden} label="Orden" error={f.errores.orden}>
          {(control) => (
            <input
              {...control}
              className="mv-input"
              inputMode="numeric"
              value={v.orden}
              onChange={(e) => f.poner('orden', e.currentTarget.value)}
            />
          )}
        </Field>
        <div className={estilos.barra}>
          <PieFormulario f={f} texto={categoria ? 'Guardar cambios' : 'Registrar'} />
        </div>
      </form>
      {categoria && (
        <>
          <CampoImagen
            etiqueta="Imagen de la categoría"
            alt="Imagen de la categoría"
            actual={categoria.imagen}
            subir={(archivo) => api.adminCategoria.imagen({ id: categoria.id, archivo })}
            alSubir={setCategoria}
          />
          <HistorialCambios
            clave={`categoria:${categoria.id}:${categoria.imagen}`}
            version={categoria.version}
            leer={(pagina) => api.adminCategoria.historial({ id: categoria.id, pagina })}
          />
        </>
      )}
    </>
  );
}
