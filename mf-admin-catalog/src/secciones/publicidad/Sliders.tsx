/**
 * A zone's sliders: the list and one form to register and edit one (alternative text, link,
 * priority, status), then its desktop and phone images; the store shows a slider with both. Saves
 * wait for 'Publicar'.
 */

import {
  estilos as admin,
  CampoImagen,
  type Columna,
  ErrorGeneral,
  entradaDeListado,
  HistorialCambios,
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
import { type SliderAdmin, SliderBodySchema } from '@mercado/shared/contracts';
import { Link, navigate } from '@mercado/shared/react';
import { useId, useState } from 'react';
import { CamposAltEnlace, CamposPrioridadEstatus } from '../contenido/Campos.tsx';
import { columnaEstatus, columnaPrioridad } from '../contenido/columnas.tsx';
import { api, migasZona } from './api.ts';

const base = (zona: string) => `/admin/publicidad/zona/${zona}/slider`;

export function Sliders(props: SubpaginaProps) {
  const zona = props.ruta.zona!;
  const nombre = useNombreZona()(zona);
  const listado = useListado(props, { orden: 'prioridad' });
  const datos = useDatosAdmin(`sliders:${zona}?${props.search}`, () =>
    api.sliders(entradaDeListado(listado, { zona })),
  );
  const columnas: readonly Columna<SliderAdmin>[] = [
    {
      clave: 'alt',
      etiqueta: 'Slider',
      orden: 'alt',
      celda: (s) => <Link to={`${base(zona)}/${s.id}`}>{s.alt}</Link>,
    },
    {
      clave: 'imagenes',
      etiqueta: 'Imágenes',
      celda: (s) => (s.imagen && s.imagenMovil ? 'Completas' : 'Faltan imágenes: no se mostrará'),
    },
    columnaPrioridad(),
    columnaEstatus({
      nombre: (s) => `el slider «${s.alt}»`,
      consecuencia: 'Dejará de verse en la zona al publicar.',
      cambiar: (s, estatus) => api.estatusSlider({ id: s.id, estatus, version: s.version }),
      recargar: datos.recargar,
    }),
  ];
  return (
    <PaginaListado
      titulo={`Sliders · ${nombre}`}
      migas={migasZona(zona, nombre, 'Sliders')}
      registrar={{ href: `${base(zona)}/registrar`, texto: 'Registrar slider' }}
      buscar="Buscar por texto"
      tabla={{
        titulo: 'Sliders',
        columnas,
        datos,
        listado,
        claveFila: (s) => s.id,
        vacio: 'No hay sliders con estos filtros.',
      }}
    />
  );
}

function Formulario({ zona, actual }: { zona: string; actual: SliderAdmin | null }) {
  const id = useId();
  const [version, setVersion] = useState(actual?.version ?? 1);
  const f = useFormulario({
    inicial: {
      alt: actual?.alt ?? '',
      url: actual?.url ?? '',
      prioridad: actual?.prioridad ?? 0,
      estatus: actual?.estatus ?? 1,
    },
    esquema: SliderBodySchema,
    guardar: (datos) =>
      actual
        ? api.editarSlider({ id: actual.id, ...datos, version })
        : api.registrarSlider({ zona, ...datos }),
    alGuardar: (r) => {
      const { id: nuevo, version: v } = r as { id: number; version: number };
      setVersion(v);
      if (!actual) navigate(`${base(zona)}/${nuevo}`, { replace: true });
    },
  });
  useSalidaConCambios(f.sucio);
  const subir = (movil: boolean) => (archivo: File) =>
    (movil ? api.subirImagenSliderMovil : api.subirImagenSlider)({ id: actual!.id, version, archivo }).then(
      (r) => {
        setVersion(r.version);
        return r;
      },
    );
  return (
    <>
      <form className={admin.formulario} onSubmit={f.enviar} noValidate>
        <ErrorGeneral f={f} />
        <CamposAltEnlace id={id} f={f} />
        <CamposPrioridadEstatus id={id} f={f} />
        <PieFormulario f={f} texto={actual ? 'Guardar cambios' : 'Registrar y subir imágenes'} />
      </form>
      {actual && (
        <div className={admin.columnas}>
          <CampoImagen
            etiqueta="Imagen de escritorio"
            actual={actual.imagen?.url ?? null}
            alt={f.valores.alt}
            subir={subir(false)}
            alSubir={() => undefined}
          />
          <CampoImagen
            etiqueta="Imagen para teléfonos"
            actual={actual.imagenMovil?.url ?? null}
            alt={f.valores.alt}
            subir={subir(true)}
            alSubir={() => undefined}
          />
        </div>
      )}
      {actual && (
        <HistorialCambios
          clave={`slider:${actual.id}:${version}`}
          leer={(pagina) => api.historialSlider({ id: actual.id, pagina })}
        />
      )}
    </>
  );
}

export function RegistrarSlider({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const nombre = useNombreZona()(zona);
  return (
    <PaginaAdmin titulo={`Registrar slider · ${nombre}`} migas={migasZona(zona, nombre, 'Registrar slider')}>
      <Formulario zona={zona} actual={null} />
    </PaginaAdmin>
  );
}

export function EditarSlider({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const id = Number(ruta.slider);
  const nombre = useNombreZona()(zona);
  const datos = useDatosAdmin(`slider:${id}`, () => api.slider({ id }));
  const lista = { etiqueta: 'Sliders', href: `/admin/publicidad/zona/${zona}/slider` };
  return (
    // Before the list: Publicidad and the zone.
    <PaginaRegistro
      datos={datos}
      titulo="Slider"
      migas={migasZona(zona, nombre, lista.etiqueta).slice(0, 2)}
      lista={lista}
    >
      {(actual) => (
        <PaginaAdmin titulo={`Slider «${actual.alt}»`} migas={migasZona(zona, nombre, 'Slider')}>
          <Formulario key={actual.id} zona={zona} actual={actual} />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}
