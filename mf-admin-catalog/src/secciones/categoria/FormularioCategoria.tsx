/**
 * The pages 'categoria/registrar' and 'categoria/:categoria/editar': one form (name, slug from the name,
 * parent among those it may take, icon, order), then the image and the history of a saved one.
 */

import {
  estilos as admin,
  CampoImagen,
  CamposNombreSlug,
  EtiquetaEstatus,
  HistorialCambios,
  textoDisponibilidad,
  useDisponible,
} from '@mercado/admin-kit';
import {
  type CategoriaAdmin,
  type CategoriaOpcion,
  CategoriaRegistrarSchema,
} from '@mercado/shared/contracts';
import { Field } from '@mercado/shared/react';
import { contar } from '@mercado/shared/rules';
import { useId } from 'react';
import { enlace } from '../../descripcion.ts';
import { api } from '../comun/api.ts';
import { CampoTexto } from '../comun/campos.tsx';
import { MarcoDeCatalogo, PaginaDeCatalogo, useRegistroDeCatalogo } from '../comun/FormularioDeCatalogo.tsx';
import { ElegirIcono } from './ElegirIcono.tsx';
import { FORMATO_CATEGORIA } from './historial.ts';

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

const LISTA = { etiqueta: 'Categorías', href: enlace('categoria') };

export function FormularioCategoria({ id }: { id: number | null }) {
  return (
    <PaginaDeCatalogo
      clave={`categoria-form:${id ?? 'nueva'}`}
      leer={async () =>
        id === null
          ? { categoria: null, padres: await api.adminCategoria.todas() }
          : api.adminCategoria.formEditar({ id })
      }
      titulo={id === null ? 'Registrar categoría' : 'Categoría'}
      lista={LISTA}
    >
      {({ categoria, padres }) => <Formulario categoria={categoria} padres={padres} key={id ?? 'nueva'} />}
    </PaginaDeCatalogo>
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
  const {
    registro: categoria,
    setRegistro: setCategoria,
    f,
    propia,
  } = useRegistroDeCatalogo({
    inicial,
    valoresDe,
    esquema: CategoriaRegistrarSchema,
    convertir: datosDe,
    registrar: (body) => api.adminCategoria.registrar(body),
    editar: (body, c) => api.adminCategoria.editar({ id: c.id, ...body, version: c.version }),
    href: (nueva) => enlace('categoria/:categoria/editar', { categoria: nueva }),
    registrado: 'Categoría registrada',
  });
  const v = f.valores;
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

  return (
    <MarcoDeCatalogo
      lista={LISTA}
      nombre={categoria?.nombre ?? null}
      singular="categoría"
      f={f}
      encabezado={
        categoria && (
          <p className={admin.nota}>
            <EtiquetaEstatus estatus={categoria.estatus} /> ·{' '}
            {contar(categoria.productos, 'producto', 'productos')}
          </p>
        )
      }
      despues={
        categoria && (
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
              formato={FORMATO_CATEGORIA}
            />
          </>
        )
      }
    >
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
      <ElegirIcono
        id={ids.icono}
        valor={v.icono}
        error={f.errores.icono}
        poner={(icono) => f.poner('icono', icono)}
      />
      <CampoTexto id={ids.orden} f={f} campo="orden" etiqueta="Orden" inputMode="numeric" />
    </MarcoDeCatalogo>
  );
}
