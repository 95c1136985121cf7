/**
 * Featured blocks of a zone (destacado and destacadoespecial): the list (server-side paging, sort,
 * filters and status in the URL) and one form to register and edit a block — title, slug, priority,
 * status, special, image and its products in order — with its history. Saves wait for 'Publicar'.
 */

import {
  estilos as admin,
  CamposNombreSlug,
  type Columna,
  ErrorGeneral,
  entradaDeListado,
  PaginaAdmin,
  PaginaListado,
  PaginaRegistro,
  PieFormulario,
  type SubpaginaProps,
  useDatosAdmin,
  useFormulario,
  useListado,
  useNombreZona,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import { type DestacadoAdmin, DestacadoBodySchema, type DestacadoItem } from '@mercado/shared/contracts';
import { Link, navigate } from '@mercado/shared/react';
import { useId, useState } from 'react';
import { CamposPrioridadEstatus, ImagenEHistorial } from '../contenido/Campos.tsx';
import { columnaEstatus, columnaPrioridad } from '../contenido/columnas.tsx';
import { type Elegido, ElegirProductos } from '../contenido/ElegirProductos.tsx';
import { api, migasZona } from './api.ts';

const base = (zona: string) => `/admin/publicidad/zona/${zona}/destacado`;

export function Destacados(props: SubpaginaProps) {
  const zona = props.ruta.zona!;
  const nombre = useNombreZona()(zona);
  const listado = useListado(props, { orden: 'prioridad' });
  const datos = useDatosAdmin(`destacados:${zona}?${props.search}`, () =>
    api.destacados(entradaDeListado(listado, { zona })),
  );
  const columnas: readonly Columna<DestacadoItem>[] = [
    {
      clave: 'titulo',
      etiqueta: 'Título',
      orden: 'titulo',
      celda: (d) => <Link to={`${base(zona)}/${d.id}`}>{d.titulo}</Link>,
    },
    { clave: 'tipo', etiqueta: 'Tipo', celda: (d) => (d.especial ? 'Especial' : 'Destacado') },
    columnaPrioridad(),
    { clave: 'productos', etiqueta: 'Productos', numerica: true, celda: (d) => d.productos },
    columnaEstatus({
      nombre: (d) => `el destacado «${d.titulo}»`,
      consecuencia: 'Dejará de verse en la zona al publicar.',
      cambiar: (d, estatus) => api.estatusDestacado({ id: d.id, estatus, version: d.version }),
      recargar: datos.recargar,
    }),
  ];
  return (
    <PaginaListado
      titulo={`Destacados · ${nombre}`}
      migas={migasZona(zona, nombre, 'Destacados')}
      registrar={{ href: `${base(zona)}/registrar`, texto: 'Registrar destacado' }}
      buscar="Buscar por título o slug"
      tabla={{
        titulo: 'Destacados',
        columnas,
        datos,
        listado,
        claveFila: (d) => d.id,
        vacio: 'No hay destacados con estos filtros.',
      }}
    />
  );
}

function Formulario({ zona, actual }: { zona: string; actual: DestacadoAdmin | null }) {
  const id = useId();
  const [version, setVersion] = useState(actual?.version ?? 1);
  const [elegidos, setElegidos] = useState<Elegido[]>(
    actual?.productos.map((producto) => ({ producto })) ?? [],
  );
  const f = useFormulario({
    inicial: {
      titulo: actual?.titulo ?? '',
      slug: actual?.slug ?? '',
      prioridad: actual?.prioridad ?? 0,
      estatus: actual?.estatus ?? 1,
      especial: actual?.especial ?? false,
      productos: actual?.productos.map((p) => p.id) ?? [],
    },
    esquema: DestacadoBodySchema,
    guardar: (datos) =>
      actual
        ? api.editarDestacado({ id: actual.id, ...datos, version })
        : api.registrarDestacado({ zona, ...datos }),
    alGuardar: (r) => {
      const { id: nuevo, version: v } = r as { id: number; version: number };
      setVersion(v);
      if (!actual) navigate(`${base(zona)}/${nuevo}`, { replace: true });
    },
  });
  useSalidaConCambios(f.sucio);
  const elegir = (nuevos: Elegido[]) => {
    setElegidos(nuevos);
    f.poner(
      'productos',
      nuevos.map((e) => e.producto.id),
    );
  };
  return (
    <>
      <form className={admin.formulario} onSubmit={f.enviar} noValidate>
        <ErrorGeneral f={f} />
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
          buscar={(q) => api.productos({ q })}
          errores={f.errores}
        />
        <PieFormulario f={f} texto={actual ? 'Guardar cambios' : 'Registrar destacado'} />
      </form>
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

export function RegistrarDestacado({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const nombre = useNombreZona()(zona);
  return (
    <PaginaAdmin
      titulo={`Registrar destacado · ${nombre}`}
      migas={migasZona(zona, nombre, 'Registrar destacado')}
    >
      <Formulario zona={zona} actual={null} />
    </PaginaAdmin>
  );
}

export function EditarDestacado({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const id = Number(ruta.destacado);
  const nombre = useNombreZona()(zona);
  const datos = useDatosAdmin(`destacado:${id}`, () => api.destacado({ id }));
  const lista = { etiqueta: 'Destacados', href: `/admin/publicidad/zona/${zona}/destacado` };
  return (
    // Before the list: Publicidad and the zone.
    <PaginaRegistro
      datos={datos}
      titulo="Destacado"
      migas={migasZona(zona, nombre, lista.etiqueta).slice(0, 2)}
      lista={lista}
    >
      {(actual) => (
        <PaginaAdmin titulo={`Destacado «${actual.titulo}»`} migas={migasZona(zona, nombre, 'Destacado')}>
          <p className={admin.nota}>
            Los cambios se guardan sin publicarse: revíselos en la{' '}
            <Link to={`/admin/publicidad/zona/${zona}`}>vista previa de la zona</Link>.
          </p>
          <Formulario key={actual.version} zona={zona} actual={actual} />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}
