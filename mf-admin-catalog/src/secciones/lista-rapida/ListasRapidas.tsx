/**
 * Quick lists per zone: the caller's zones, a zone's lists (server-side paging, sort, filters and
 * status in the URL), and one form to register (`registrar`) and edit (`editar/:listaRapida`) a list —
 * name, slug, description, priority, status, products with quantities, image — with its history.
 * The store shows a saved list at once.
 */

import {
  estilos as admin,
  CamposNombreSlug,
  type Columna,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
} from '@mercado/admin-kit';
import {
  type ListaRapidaAdmin,
  ListaRapidaBodySchema,
  type ListaRapidaItemAdmin,
  type ZonaDelUsuario,
} from '@mercado/shared/contracts';
import { adminListaRapida } from '@mercado/shared/endpoints/admin-lista-rapida';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { Field, Link } from '@mercado/shared/react';
import { useId } from 'react';
import { enlace } from '../../descripcion.ts';
import { ElegirProductos, useElegidos } from '../comun/ElegirProductos.tsx';
import { ZonasDelUsuario } from '../comun/ZonasDelUsuario.tsx';
import { CamposPrioridadEstatus, ImagenEHistorial } from '../contenido/Campos.tsx';
import {
  FormularioDeContenido,
  ListaDeContenido,
  PaginaDeContenido,
  useFormularioDeContenido,
  useZona,
} from '../contenido/ContenidoDeZona.tsx';
import { columnaEnlace, columnaPrioridad, columnaProductos } from '../contenido/columnas.tsx';

const api = createApiClient({ adminListaRapida }, () => platform.services.http).adminListaRapida;
const editar = (zona: string, listaRapida: number) =>
  enlace('lista-rapida/zona/:zona/editar/:listaRapida', { zona, listaRapida });
const migas = (zona: string, nombre: string, pagina?: string) => [
  { etiqueta: 'Listas rápidas', href: enlace('lista-rapida/zona') },
  ...(pagina
    ? [{ etiqueta: nombre, href: enlace('lista-rapida/zona/:zona', { zona }) }, { etiqueta: pagina }]
    : [{ etiqueta: nombre }]),
];

const COLUMNAS_ZONAS: readonly Columna<ZonaDelUsuario>[] = [
  {
    clave: 'nombre',
    etiqueta: 'Zona',
    orden: 'nombre',
    celda: (z) => <Link to={enlace('lista-rapida/zona/:zona', { zona: z.slug })}>{z.nombre}</Link>,
  },
];

export function ZonasListaRapida(props: SubpaginaProps) {
  return (
    <ZonasDelUsuario
      pagina={props}
      titulo="Listas rápidas"
      clave="lista-zonas"
      leer={api.zonas}
      columnas={COLUMNAS_ZONAS}
      vacio="No tiene zonas asignadas."
    />
  );
}

export function ListasDeZona(props: SubpaginaProps<'zona'>) {
  const { zona, nombre } = useZona(props.ruta);
  return (
    <ListaDeContenido
      pagina={props}
      clave={`listas:${zona}`}
      leer={api.listas}
      titulo="Listas rápidas"
      migas={migas(zona, nombre)}
      registrar={{ href: enlace('lista-rapida/zona/:zona/registrar', { zona }), texto: 'Registrar lista' }}
      buscar="Buscar por nombre o slug"
      columnas={[
        columnaEnlace<ListaRapidaItemAdmin>({
          clave: 'nombre',
          etiqueta: 'Nombre',
          texto: (l) => l.nombre,
          href: (l) => editar(zona, l.id),
        }),
        { clave: 'slug', etiqueta: 'Dirección web', orden: 'slug', celda: (l) => l.slug },
        columnaPrioridad(),
        columnaProductos(),
      ]}
      estatus={{
        nombre: (l) => `la lista «${l.nombre}»`,
        consecuencia: 'Dejará de verse en la tienda.',
        cambiar: (l, estatus) => api.estatus({ id: l.id, estatus, version: l.version }),
      }}
      vacio="No hay listas con estos filtros."
    />
  );
}

function Formulario({ zona, actual }: { zona: string; actual: ListaRapidaAdmin | null }) {
  const id = useId();
  const { f, version, setVersion } = useFormularioDeContenido({
    version: actual?.version ?? null,
    valores: {
      nombre: actual?.nombre ?? '',
      slug: actual?.slug ?? '',
      descripcion: actual?.descripcion ?? '',
      prioridad: actual?.prioridad ?? 0,
      estatus: actual?.estatus ?? 1,
      productos: actual?.productos.map((p) => ({ producto: p.producto.id, cantidad: p.cantidad })) ?? [],
    },
    esquema: ListaRapidaBodySchema,
    guardar: (datos, version) =>
      actual ? api.editar({ id: actual.id, ...datos, version }) : api.registrar({ zona, ...datos }),
    alRegistrar: (nuevo) => editar(zona, nuevo),
    registrado: 'Lista rápida registrada',
  });
  const [elegidos, elegir] = useElegidos(
    actual?.productos.map((p) => ({ producto: p.producto, cantidad: p.cantidad })) ?? [],
    (nuevos) =>
      f.poner(
        'productos',
        nuevos.map((e) => ({ producto: e.producto.id, cantidad: e.cantidad ?? '0' })),
      ),
  );
  return (
    <>
      <FormularioDeContenido f={f} texto={actual ? 'Guardar cambios' : 'Registrar lista'}>
        <CamposNombreSlug
          id={id}
          f={f}
          campo="nombre"
          etiqueta="Nombre"
          verificar={(slug) => api.verificar({ zona, slug, ...(actual ? { id: actual.id } : {}) })}
          actual={actual?.slug}
        />
        <Field id={`${id}-descripcion`} label="Descripción" error={f.errores.descripcion}>
          {(control) => (
            <textarea
              {...control}
              className="mv-input"
              rows={2}
              maxLength={500}
              value={f.valores.descripcion}
              onChange={(e) => f.poner('descripcion', e.target.value)}
            />
          )}
        </Field>
        <CamposPrioridadEstatus id={id} f={f} />
        <ElegirProductos
          elegidos={elegidos}
          cambiar={elegir}
          clave="productos-elegibles"
          buscar={(q) => api.productos({ q })}
          ordenable
          conCantidad
          errores={f.errores}
        />
      </FormularioDeContenido>
      {actual && (
        <ImagenEHistorial
          etiqueta="Imagen de la lista"
          imagen={actual.imagen?.url ?? null}
          version={version}
          subir={(archivo, v) => api.subirImagen({ id: actual.id, version: v, archivo })}
          alCambiarVersion={setVersion}
          clave={`lista:${actual.id}`}
          historial={(pagina) => api.historial({ id: actual.id, pagina })}
        />
      )}
    </>
  );
}

export function RegistrarLista({ ruta }: SubpaginaProps<'zona'>) {
  const { zona, nombre } = useZona(ruta);
  return (
    <PaginaAdmin titulo={`Registrar lista rápida · ${nombre}`} migas={migas(zona, nombre, 'Registrar')}>
      <Formulario zona={zona} actual={null} />
    </PaginaAdmin>
  );
}

export function EditarLista({ ruta }: SubpaginaProps<'zona' | 'listaRapida'>) {
  const { zona, nombre } = useZona(ruta);
  const id = Number(ruta.listaRapida);
  const datos = useDatosAdmin(`lista:${id}`, () => api.lista({ id }));
  return (
    // The list of this page is the zone's lists (titled by the zone's name).
    <PaginaDeContenido
      datos={datos}
      titulo="Lista rápida"
      migas={migas(zona, nombre).slice(0, 1)}
      lista={{ etiqueta: nombre, href: enlace('lista-rapida/zona/:zona', { zona }) }}
    >
      {(actual) => ({
        titulo: `Lista «${actual.nombre}»`,
        migas: migas(zona, nombre, 'Editar'),
        contenido: (
          <>
            <p className={admin.nota}>
              En la tienda:{' '}
              <a href={`/${zona}/lista-rapida/${actual.slug}`}>
                /{zona}/lista-rapida/{actual.slug}
              </a>
            </p>
            <Formulario key={actual.id} zona={zona} actual={actual} />
          </>
        ),
      })}
    </PaginaDeContenido>
  );
}

/** The section's pages by their key in the description (their pattern under /admin). */
export const paginasListaRapida = {
  'lista-rapida/zona': ZonasListaRapida,
  'lista-rapida/zona/:zona': ListasDeZona,
  'lista-rapida/zona/:zona/registrar': RegistrarLista,
  'lista-rapida/zona/:zona/editar/:listaRapida': EditarLista,
};
