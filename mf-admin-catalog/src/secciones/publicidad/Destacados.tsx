/**
 * Featured blocks of a zone (destacado and destacadoespecial): the list (server-side paging, sort,
 * filters and status in the URL) and one form to register and edit a block — title, slug, priority,
 * status, special, image and its products in order — with its history. Saves wait for 'Publicar'.
 */

import {
  estilos as admin,
  CamposNombreSlug,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
} from '@mercado/admin-kit';
import { type DestacadoAdmin, DestacadoBodySchema, type DestacadoItem } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { useId } from 'react';
import { enlace } from '../../descripcion.ts';
import { ElegirProductos, useElegidos } from '../comun/ElegirProductos.tsx';
import { CamposPrioridadEstatus, ImagenEHistorial } from '../contenido/Campos.tsx';
import {
  FormularioDeContenido,
  ListaDeContenido,
  PaginaDeContenido,
  useFormularioDeContenido,
  useZona,
} from '../contenido/ContenidoDeZona.tsx';
import { columnaEnlace, columnaPrioridad, columnaProductos } from '../contenido/columnas.tsx';
import { api, migasZona } from './api.ts';

const lista = (zona: string) => enlace('publicidad/zona/:zona/destacado', { zona });

export function Destacados(props: SubpaginaProps<'zona'>) {
  const { zona, nombre } = useZona(props.ruta);
  return (
    <ListaDeContenido
      pagina={props}
      clave={`destacados:${zona}`}
      leer={api.destacados}
      titulo="Destacados"
      migas={migasZona(zona, nombre, 'Destacados')}
      registrar={{
        href: enlace('publicidad/zona/:zona/destacado/registrar', { zona }),
        texto: 'Registrar destacado',
      }}
      buscar="Buscar por título o slug"
      columnas={[
        columnaEnlace<DestacadoItem>({
          clave: 'titulo',
          etiqueta: 'Título',
          texto: (d) => d.titulo,
          href: (d) => enlace('publicidad/zona/:zona/destacado/:destacado', { zona, destacado: d.id }),
        }),
        { clave: 'tipo', etiqueta: 'Tipo', celda: (d) => (d.especial ? 'Especial' : 'Destacado') },
        columnaPrioridad(),
        columnaProductos(),
      ]}
      estatus={{
        nombre: (d) => `el destacado «${d.titulo}»`,
        consecuencia: 'Dejará de verse en la zona al publicar.',
        cambiar: (d, estatus) => api.estatusDestacado({ id: d.id, estatus, version: d.version }),
      }}
      vacio="No hay destacados con estos filtros."
    />
  );
}

function Formulario({ zona, actual }: { zona: string; actual: DestacadoAdmin | null }) {
  const id = useId();
  const { f, version, setVersion } = useFormularioDeContenido({
    version: actual?.version ?? null,
    valores: {
      titulo: actual?.titulo ?? '',
      slug: actual?.slug ?? '',
      prioridad: actual?.prioridad ?? 0,
      estatus: actual?.estatus ?? 1,
      especial: actual?.especial ?? false,
      productos: actual?.productos.map((p) => p.id) ?? [],
    },
    esquema: DestacadoBodySchema,
    guardar: (datos, version) =>
      actual
        ? api.editarDestacado({ id: actual.id, ...datos, version })
        : api.registrarDestacado({ zona, ...datos }),
    alRegistrar: (nuevo) => enlace('publicidad/zona/:zona/destacado/:destacado', { zona, destacado: nuevo }),
    registrado: 'Destacado registrado',
  });
  const [elegidos, elegir] = useElegidos(
    actual?.productos.map((producto) => ({ producto })) ?? [],
    (nuevos) =>
      f.poner(
        'productos',
        nuevos.map((e) => e.producto.id),
      ),
  );
  return (
    <>
      <FormularioDeContenido f={f} texto={actual ? 'Guardar cambios' : 'Registrar destacado'}>
        <CamposNombreSlug
          id={id}
          f={f}
          campo="titulo"
          etiqueta="Título"
          verificar={(slug) => api.verificarDestacado({ zona, slug, ...(actual ? { id: actual.id } : {}) })}
          actual={actual?.slug}
        />
        <CamposPrioridadEstatus id={id} f={f} />
        <label>
          <input
            type="checkbox"
            checked={f.valores.especial}
            onChange={(e) => f.poner('especial', e.target.checked)}
          />{' '}
          Destacado especial (se muestra antes que los demás)
        </label>
        <ElegirProductos
          elegidos={elegidos}
          cambiar={elegir}
          clave="productos-elegibles"
          buscar={(q) => api.productos({ q })}
          ordenable
          errores={f.errores}
        />
      </FormularioDeContenido>
      {actual && (
        <ImagenEHistorial
          etiqueta="Imagen del bloque"
          imagen={actual.imagen?.url ?? null}
          version={version}
          subir={(archivo, v) => api.subirImagenDestacado({ id: actual.id, version: v, archivo })}
          alCambiarVersion={setVersion}
          clave={`destacado:${actual.id}`}
          historial={(pagina) => api.historialDestacado({ id: actual.id, pagina })}
        />
      )}
    </>
  );
}

export function RegistrarDestacado({ ruta }: SubpaginaProps<'zona'>) {
  const { zona, nombre } = useZona(ruta);
  return (
    <PaginaAdmin
      titulo={`Registrar destacado · ${nombre}`}
      migas={migasZona(zona, nombre, 'Registrar destacado')}
    >
      <Formulario zona={zona} actual={null} />
    </PaginaAdmin>
  );
}

export function EditarDestacado({ ruta }: SubpaginaProps<'zona' | 'destacado'>) {
  const { zona, nombre } = useZona(ruta);
  const id = Number(ruta.destacado);
  const datos = useDatosAdmin(`destacado:${id}`, () => api.destacado({ id }));
  return (
    // Before the list: Publicidad and the zone.
    <PaginaDeContenido
      datos={datos}
      titulo="Destacado"
      migas={migasZona(zona, nombre, 'Destacados').slice(0, 2)}
      lista={{ etiqueta: 'Destacados', href: lista(zona) }}
    >
      {(actual) => ({
        titulo: `Destacado «${actual.titulo}»`,
        migas: migasZona(zona, nombre, 'Destacado'),
        contenido: (
          <>
            <p className={admin.nota}>
              Los cambios se guardan sin publicarse: revíselos en la{' '}
              <Link to={enlace('publicidad/zona/:zona', { zona })}>vista previa de la zona</Link>.
            </p>
            <Formulario key={actual.version} zona={zona} actual={actual} />
          </>
        ),
      })}
    </PaginaDeContenido>
  );
}
