/**
 * /admin/producto/registrar and /admin/producto/:id/editar: one form (name, slug from the name, brand,
 * presentation, description, category, tags, IVA class, sale mode and its quantities), then the
 * product's images in order (the first is the storefront's), its status and its history.
 */

import {
  AvisoDePagina,
  BotonEstatus,
  CampoImagen,
  CamposNombreSlug,
  ErrorGeneral,
  HistorialCambios,
  PaginaRegistro,
  PieFormulario,
  useDatosAdmin,
  useFormulario,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import { type ProductoAdmin, type ProductoImagen, ProductoRegistrarSchema } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { Field, Link } from '@mercado/shared/react';
import { useId, useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { api } from '../comun/api.ts';
import { admin, estilos } from '../comun/componentes.tsx';
import { FORMATO_PRODUCTO } from './historial.ts';

type Opciones = Awaited<ReturnType<typeof api.adminProducto.opciones>>;

type Valores = {
  nombre: string;
  slug: string;
  marca: string;
  presentacion: string;
  descripcion: string;
  categoriaId: string;
  etiquetaIds: number[];
  impuestoClase: 'general' | 'reducido' | 'exento';
  modalidadVenta: 'unidad' | 'peso';
  minimo: string;
  maximo: string;
  grupo: string;
  unidad: string;
};

const valoresDe = (p: ProductoAdmin | null): Valores => ({
  nombre: p?.nombre ?? '',
  slug: p?.slug ?? '',
  marca: p?.marca ?? '',
  presentacion: p?.presentacion ?? '',
  descripcion: p?.descripcion ?? '',
  categoriaId: p ? String(p.categoriaId) : '',
  etiquetaIds: p?.etiquetaIds ?? [],
  impuestoClase: p?.impuestoClase ?? 'general',
  modalidadVenta: p?.modalidadVenta ?? 'unidad',
  minimo: p?.minimo ?? '1',
  maximo: p?.maximo ?? '0',
  grupo: p?.grupo ?? '1',
  unidad: p?.unidad ?? '1',
});

export function FormularioProducto({ id }: { id: number | null }) {
  const datos = useDatosAdmin(`producto-form:${id ?? 'nuevo'}`, async () => {
    const [opciones, producto] = await Promise.all([
      api.adminProducto.opciones(),
      id === null ? null : api.adminProducto.detalle({ id }),
    ]);
    return { opciones, producto };
  });
  return (
    <PaginaRegistro
      datos={datos}
      titulo={id === null ? 'Registrar producto' : 'Producto'}
      lista={{ etiqueta: 'Productos', href: enlace('producto') }}
    >
      {({ opciones, producto }) => (
        <div className={admin.pagina}>
          <Formulario key={id ?? 'nuevo'} opciones={opciones} inicial={producto} />
        </div>
      )}
    </PaginaRegistro>
  );
}

function Formulario({ opciones, inicial }: { opciones: Opciones; inicial: ProductoAdmin | null }) {
  const id = useId();
  const ids = {
    marca: useId(),
    presentacion: useId(),
    descripcion: useId(),
    categoria: useId(),
    impuesto: useId(),
    modalidad: useId(),
    minimo: useId(),
    maximo: useId(),
    grupo: useId(),
    unidad: useId(),
    etiquetas: useId(),
  };
  const [producto, setProducto] = useState(inicial);
  const f = useFormulario({
    inicial: valoresDe(inicial),
    esquema: ProductoRegistrarSchema,
    convertir: (v: Valores) => ({
      ...v,
      marca: v.marca || null,
      presentacion: v.presentacion || null,
      categoriaId: v.categoriaId ? Number(v.categoriaId) : 0,
    }),
    guardar: (body) =>
      producto
        ? api.adminProducto.editar({ id: producto.id, ...body, version: producto.version })
        : api.adminProducto.registrar(body),
    alGuardar: (guardado) => {
      f.reiniciar(valoresDe(guardado));
      setProducto(guardado);
    },
    ...(producto
      ? {}
      : {
          aviso: 'Producto registrado',
          ir: (guardado: ProductoAdmin) => enlace('producto/:producto/editar', { producto: guardado.id }),
        }),
  });
  const v = f.valores;
  useSalidaConCambios(f.sucio);

  const texto = (
    campo: 'marca' | 'presentacion' | 'minimo' | 'maximo' | 'grupo' | 'unidad',
    id: string,
    etiqueta: string,
    hint?: string,
  ) => (
    <Field id={id} label={etiqueta} error={f.errores[campo]} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="mv-input"
          inputMode={['marca', 'presentacion'].includes(campo) ? undefined : 'decimal'}
          value={v[campo]}
          onChange={(e) => f.poner(campo, e.currentTarget.value.replace(',', '.'))}
        />
      )}
    </Field>
  );

  return (
    <>
      <nav aria-label="Ruta de navegación" className={admin.migas}>
        <Link to={enlace('producto')}>Productos</Link> /{' '}
        <span>{producto ? producto.nombre : 'Registrar'}</span>
      </nav>
      <h1 className={admin.titulo}>
        {producto ? `Editar producto: ${producto.nombre}` : 'Registrar producto'}
      </h1>
      <AvisoDePagina />
      {producto && (
        <div className={estilos.barra}>
          <BotonEstatus
            nombre={producto.nombre}
            estatus={producto.estatus}
            cambiar={async (estatus) => {
              const nuevo = await api.adminProducto.estatus({
                id: producto.id,
                estatus,
                version: producto.version,
              });
              setProducto(nuevo);
            }}
            alCambiar={() => undefined}
          />
        </div>
      )}
      <form className={estilos.formulario} onSubmit={f.enviar} noValidate>
        <ErrorGeneral f={f} />
        <CamposNombreSlug
          id={id}
          f={f}
          campo="nombre"
          etiqueta="Nombre"
          verificar={(slug) =>
            api.adminProducto.verificar({ slug, ...(producto ? { id: producto.id } : {}) })
          }
          actual={producto?.slug}
        />
        <div className={estilos.fila}>
          {texto('marca', ids.marca, 'Marca')}
          {texto('presentacion', ids.presentacion, 'Presentación', 'Por ejemplo: 1 kg, cartón 30 und')}
        </div>
        <Field id={ids.descripcion} label="Descripción" error={f.errores.descripcion}>
          {(control) => (
            <textarea
              {...control}
              className="mv-input"
              rows={3}
              value={v.descripcion}
              onChange={(e) => f.poner('descripcion', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field id={ids.categoria} label="Categoría" error={f.errores.categoriaId}>
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={v.categoriaId}
              onChange={(e) => f.poner('categoriaId', e.currentTarget.value)}
            >
              <option value="">Elija la categoría</option>
              {opciones.categorias.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.ruta}
                  {c.estatus === 2 ? ' (inactiva)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset aria-describedby={f.errores.etiquetaIds ? `${ids.etiquetas}-error` : undefined}>
          <legend>Etiquetas</legend>
          {opciones.etiquetas.map((t) => (
            <label key={t.id} style={{ marginRight: '1rem', display: 'inline-block' }}>
              <input
                type="checkbox"
                checked={v.etiquetaIds.includes(t.id)}
                onChange={(e) =>
                  f.poner(
                    'etiquetaIds',
                    e.currentTarget.checked
                      ? [...v.etiquetaIds, t.id]
                      : v.etiquetaIds.filter((x) => x !== t.id),
                  )
                }
              />{' '}
              {t.nombre}
            </label>
          ))}
          {f.errores.etiquetaIds && (
            <p id={`${ids.etiquetas}-error`} className={estilos.error}>
              {f.errores.etiquetaIds}
            </p>
          )}
        </fieldset>
        <div className={estilos.fila}>
          <Field id={ids.impuesto} label="Clase de IVA" error={f.errores.impuestoClase}>
            {(control) => (
              <select
                {...control}
                className="mv-input"
                value={v.impuestoClase}
                onChange={(e) => f.poner('impuestoClase', e.currentTarget.value as Valores['impuestoClase'])}
              >
                {opciones.impuestos.map((i) => (
                  <option key={i.clase} value={i.clase}>
                    {i.etiqueta}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={ids.modalidad} label="Modalidad de venta" error={f.errores.modalidadVenta}>
            {(control) => (
              <select
                {...control}
                className="mv-input"
                value={v.modalidadVenta}
                onChange={(e) =>
                  f.poner('modalidadVenta', e.currentTarget.value as Valores['modalidadVenta'])
                }
              >
                <option value="unidad">Por unidad</option>
                <option value="peso">Por peso (precio por kg)</option>
              </select>
            )}
          </Field>
        </div>
        <div className={estilos.fila}>
          {texto('minimo', ids.minimo, 'Mínimo')}
          {texto('maximo', ids.maximo, 'Máximo', '0: sin límite')}
          {texto('grupo', ids.grupo, 'Grupo')}
          {texto('unidad', ids.unidad, v.modalidadVenta === 'peso' ? 'Unidad (kg)' : 'Unidad')}
        </div>
        <div className={estilos.barra}>
          <PieFormulario f={f} texto={producto ? 'Guardar cambios' : 'Registrar'} />
        </div>
      </form>
      {producto && (
        <>
          <Imagenes
            producto={producto}
            cambiadas={(imagen, imagenes) => setProducto((p) => p && { ...p, imagen, imagenes })}
          />
          <HistorialCambios
            clave={`producto:${producto.id}:${producto.imagenes.map((i) => i.id).join()}`}
            version={producto.version}
            leer={(pagina) => api.adminProducto.historial({ id: producto.id, pagina })}
            formato={FORMATO_PRODUCTO}
          />
        </>
      )}
    </>
  );
}

/** The product's images in order: add one at the end, move one, remove one. */
function Imagenes({
  producto,
  cambiadas,
}: {
  producto: ProductoAdmin;
  cambiadas: (imagen: string, imagenes: ProductoImagen[]) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const { imagenes } = producto;
  const aplicar = async (cambio: () => Promise<{ imagen: string; imagenes: ProductoImagen[] }>) => {
    setError(null);
    try {
      const r = await cambio();
      cambiadas(r.imagen, r.imagenes);
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo cambiar las imágenes'));
    }
  };
  const mover = (desde: number, hasta: number) => {
    const orden = imagenes.map((i) => i.id);
    const [movida] = orden.splice(desde, 1);
    orden.splice(hasta, 0, movida!);
    return aplicar(() => api.adminProducto.ordenarImagenes({ id: producto.id, imagenes: orden }));
  };
  return (
    <section aria-labelledby="imagenes-titulo" className={admin.bloque}>
      <h2 id="imagenes-titulo" className={admin.subtitulo}>
        Imágenes
      </h2>
      <p className={admin.nota}>La primera es la imagen principal que ve el comprador.</p>
      {imagenes.length > 0 && (
        <ol className={estilos.imagenes}>
          {imagenes.map((img, i) => (
            <li key={img.id}>
              <img src={img.url} alt={`Imagen ${i + 1} de ${producto.nombre}`} />
              <span>{i === 0 ? 'Principal' : `Posición ${i + 1}`}</span>
              <div className={estilos.barra}>
                <button
                  type="button"
                  className="mv-button mv-button--secondary"
                  disabled={i === 0}
                  onClick={() => mover(i, i - 1)}
                  aria-label={`Subir imagen ${i + 1}`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="mv-button mv-button--secondary"
                  disabled={i === imagenes.length - 1}
                  onClick={() => mover(i, i + 1)}
                  aria-label={`Bajar imagen ${i + 1}`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="mv-button mv-button--secondary"
                  onClick={() =>
                    aplicar(() => api.adminProducto.quitarImagen({ id: producto.id, imagen: img.id }))
                  }
                  aria-label={`Quitar imagen ${i + 1}`}
                >
                  Quitar
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className={estilos.error}>
          {error}
        </p>
      )}
      {/* A new empty field after each image added (its preview is in the list above). */}
      <CampoImagen
        key={producto.imagenes.length}
        etiqueta="Agregar imagen"
        alt=""
        actual={null}
        subir={(archivo) => api.adminProducto.subirImagen({ id: producto.id, archivo })}
        alSubir={(r) => cambiadas(r.imagen, r.imagenes)}
      />
    </section>
  );
}
