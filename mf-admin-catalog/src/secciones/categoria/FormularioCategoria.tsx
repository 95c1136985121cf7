/**
 * /admin/categoria/registrar and /admin/categoria/:id/editar: one form (name, slug from the name,
 * parent among those it may take, icon, order), then the image and the history of a saved one.
 */
import {
  type CategoriaAdmin,
  CategoriaEditarSchema,
  type CategoriaOpcion,
  CategoriaRegistrarSchema,
} from '@mercado/shared/contracts';
import { Field, Link, navigate } from '@mercado/shared/react';
import {
  EtiquetaEstatus,
  HistorialCambios,
  textoDisponibilidad,
  useDatosAdmin,
  useDisponible,
  useSalidaConCambios,
} from '@mercado/shared/react/admin';
import { slugDe } from '@mercado/shared/rules';
import { useId, useState } from 'react';
import { api } from '../comun/api.ts';
import { CampoImagen } from '../comun/CampoImagen.tsx';
import { Aviso, admin, Cargando, estilos } from '../comun/componentes.tsx';
import { useFormulario } from '../comun/formulario.ts';

type Valores = { nombre: string; slug: string; padreId: string; icono: string; orden: string };

const valoresDe = (c: CategoriaAdmin | null): Valores => ({
  nombre: c?.nombre ?? '',
  slug: c?.slug ?? '',
  padreId: c?.padreId ? String(c.padreId) : '',
  icono: c?.icono ?? '',
  orden: String(c?.orden ?? 0),
});

export function FormularioCategoria({ id }: { id: number | null }) {
  const { carga } = useDatosAdmin(`categoria-form:${id ?? 'nueva'}`, async () =>
    id === null
      ? { categoria: null, padres: await api.adminCategoria.todas() }
      : api.adminCategoria.formEditar({ id }),
  );
  return (
    <div className={admin.pagina}>
      <Cargando carga={carga}>
        {carga.estado === 'listo' && (
          <Formulario categoria={carga.datos.categoria} padres={carga.datos.padres} key={id ?? 'nueva'} />
        )}
      </Cargando>
    </div>
  );
}

function Formulario({
  categoria: inicial,
  padres,
}: {
  categoria: CategoriaAdmin | null;
  padres: CategoriaOpcion[];
}) {
  const ids = { nombre: useId(), slug: useId(), padre: useId(), icono: useId(), orden: useId() };
  const [categoria, setCategoria] = useState(inicial);
  const f = useFormulario(valoresDe(inicial));
  const [slugTocado, setSlugTocado] = useState(inicial !== null);
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
  const slugLibre = useDisponible(
    v.slug,
    (slug) => api.adminCategoria.verificar({ slug, ...propia }),
    categoria?.slug,
  );
  const { carga: iconos } = useDatosAdmin(`iconos:${v.icono}`, () =>
    api.adminCategoria.iconos({ q: v.icono }),
  );
  const elegido =
    iconos.estado === 'listo' ? iconos.datos.iconos.find((i) => i.nombre === v.icono) : undefined;

  async function guardar(e: React.FormEvent) {
    e.preventDefault();
    const datos = {
      nombre: v.nombre,
      slug: v.slug,
      padreId: v.padreId ? Number(v.padreId) : null,
      icono: v.icono || null,
      orden: v.orden === '' ? Number.NaN : Number(v.orden),
    };
    const guardada = categoria
      ? await f.enviar(
          CategoriaEditarSchema,
          { ...datos, version: categoria.version },
          (body) => api.adminCategoria.editar({ id: categoria.id, ...body }),
          'Cambios guardados',
        )
      : await f.enviar(
          CategoriaRegistrarSchema,
          datos,
          (body) => api.adminCategoria.registrar(body),
          'Categoría registrada',
        );
    if (!guardada) return;
    f.guardado(valoresDe(guardada));
    setCategoria(guardada);
    if (!categoria) navigate(`/admin/categoria/${guardada.id}/editar`, { replace: true });
  }

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
      <form className={estilos.formulario} onSubmit={guardar} noValidate>
        <Field
          id={ids.nombre}
          label="Nombre"
          error={f.errores.nombre}
          hint={
            nombreLibre === 'en-uso'
              ? 'Ya existe una categoría con ese nombre en el mismo nivel'
              : textoDisponibilidad(nombreLibre, 'nombre')
          }
        >
          {(control) => (
            <input
              {...control}
              className="mv-input"
              value={v.nombre}
              onChange={(e) => {
                const nombre = e.currentTarget.value;
                f.cambiar('nombre', nombre);
                if (!slugTocado) f.cambiar('slug', slugDe(nombre));
              }}
            />
          )}
        </Field>
        <Field
          id={ids.slug}
          label="Slug"
          error={f.errores.slug}
          hint={textoDisponibilidad(slugLibre, 'slug') ?? 'Se forma con el nombre; puede cambiarlo'}
        >
          {(control) => (
            <input
              {...control}
              className="mv-input"
              value={v.slug}
              onChange={(e) => {
                setSlugTocado(true);
                f.cambiar('slug', e.currentTarget.value);
              }}
            />
          )}
        </Field>
        <Field id={ids.padre} label="Categoría padre" error={f.errores.padreId}>
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={v.padreId}
              onChange={(e) => f.cambiar('padreId', e.currentTarget.value)}
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
              onChange={(e) => f.cambiar('icono', e.currentTarget.value.trim())}
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
              onChange={(e) => f.cambiar('orden', e.currentTarget.value)}
            />
          )}
        </Field>
        <Aviso mensaje={f.mensaje} />
        <div className={estilos.barra}>
          <button type="submit" className="mv-button" disabled={f.guardando}>
            {categoria ? 'Guardar cambios' : 'Registrar'}
          </button>
        </div>
      </form>
      {categoria && (
        <>
          <CampoImagen
            etiqueta="Imagen de la categoría"
            actual={categoria.imagen}
            subir={async (archivo) =>
              setCategoria(await api.adminCategoria.imagen({ id: categoria.id, archivo }))
            }
          />
          <HistorialCambios
            clave={`categoria:${categoria.id}:${categoria.version}:${categoria.imagen}`}
            leer={(pagina) => api.adminCategoria.historial({ id: categoria.id, pagina })}
          />
        </>
      )}
    </>
  );
}
