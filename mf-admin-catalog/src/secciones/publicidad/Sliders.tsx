/**
 * A zone's sliders: the list and one form to register and edit one (alternative text, link,
 * priority, status), then its desktop and phone images; the store shows a slider with both, and an
 * active one missing either cannot be published. Saves wait for 'Publicar'.
 */

import {
  estilos as admin,
  CampoImagen,
  HistorialCambios,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
} from '@mercado/admin-kit';
import { EstatusRegistro, type SliderAdmin, SliderBodySchema } from '@mercado/shared/contracts';
import { useId, useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { CamposAltEnlace, CamposPrioridadEstatus } from '../contenido/Campos.tsx';
import {
  FormularioDeContenido,
  ListaDeContenido,
  PaginaDeContenido,
  useFormularioDeContenido,
  useZona,
} from '../contenido/ContenidoDeZona.tsx';
import { columnaEnlace, columnaPrioridad } from '../contenido/columnas.tsx';
import { api, migasZona } from './api.ts';
import { FORMATO_PUBLICIDAD } from './historial.ts';

export function Sliders(props: SubpaginaProps<'zona'>) {
  const { zona, nombre } = useZona(props.ruta);
  return (
    <ListaDeContenido
      pagina={props}
      clave={`sliders:${zona}`}
      leer={api.sliders}
      titulo="Carrusel"
      migas={migasZona(zona, nombre, 'Carrusel')}
      registrar={{
        href: enlace('publicidad/zona/:zona/slider/registrar', { zona }),
        texto: 'Registrar imagen del carrusel',
      }}
      buscar="Buscar por texto"
      columnas={[
        columnaEnlace<SliderAdmin>({
          clave: 'alt',
          etiqueta: 'Imagen del carrusel',
          texto: (s) => s.alt,
          href: (s) => enlace('publicidad/zona/:zona/slider/:slider', { zona, slider: s.id }),
        }),
        {
          clave: 'imagenes',
          etiqueta: 'Imágenes',
          // An active one without both images stops the zone's publication (the API refuses it).
          celda: (s) =>
            s.imagen && s.imagenMovil
              ? 'Completas'
              : s.estatus === EstatusRegistro.ACTIVO
                ? 'Faltan imágenes: súbalas o desactívela para poder publicar'
                : 'Faltan imágenes',
        },
        columnaPrioridad(),
      ]}
      estatus={{
        nombre: (s) => `la imagen del carrusel «${s.alt}»`,
        consecuencia: 'Dejará de verse en la zona al publicar.',
        cambiar: (s, estatus) => api.estatusSlider({ id: s.id, estatus, version: s.version }),
      }}
      vacio="No hay imágenes del carrusel con estos filtros."
    />
  );
}

function Formulario({ zona, actual }: { zona: string; actual: SliderAdmin | null }) {
  const id = useId();
  const { f, version, setVersion } = useFormularioDeContenido({
    version: actual?.version ?? null,
    valores: {
      alt: actual?.alt ?? '',
      url: actual?.url ?? '',
      prioridad: actual?.prioridad ?? 0,
      estatus: actual?.estatus ?? 1,
    },
    esquema: SliderBodySchema,
    guardar: (datos, version) =>
      actual
        ? api.editarSlider({ id: actual.id, ...datos, version })
        : api.registrarSlider({ zona, ...datos }),
    alRegistrar: (nuevo) => enlace('publicidad/zona/:zona/slider/:slider', { zona, slider: nuevo }),
    registrado: 'Imagen del carrusel registrada',
  });
  const [subidas, setSubidas] = useState({ escritorio: !!actual?.imagen, movil: !!actual?.imagenMovil });
  const subir = (movil: boolean) => (archivo: File) =>
    (movil ? api.subirImagenSliderMovil : api.subirImagenSlider)({ id: actual!.id, version, archivo }).then(
      (r) => {
        setVersion(r.version);
        return r;
      },
    );
  return (
    <>
      <FormularioDeContenido f={f} texto={actual ? 'Guardar cambios' : 'Registrar y subir imágenes'}>
        <CamposAltEnlace id={id} f={f} />
        <CamposPrioridadEstatus id={id} f={f} />
      </FormularioDeContenido>
      {actual && !(subidas.escritorio && subidas.movil) && (
        <p className={admin.nota}>
          Suba las dos imágenes: una imagen del carrusel activa sin ellas no se puede publicar.
        </p>
      )}
      {actual && (
        <div className={admin.columnas}>
          <CampoImagen
            etiqueta="Imagen de escritorio"
            actual={actual.imagen?.url ?? null}
            alt={f.valores.alt}
            subir={subir(false)}
            alSubir={() => setSubidas((antes) => ({ ...antes, escritorio: true }))}
          />
          <CampoImagen
            etiqueta="Imagen para teléfonos"
            actual={actual.imagenMovil?.url ?? null}
            alt={f.valores.alt}
            subir={subir(true)}
            alSubir={() => setSubidas((antes) => ({ ...antes, movil: true }))}
          />
        </div>
      )}
      {actual && (
        <HistorialCambios
          clave={`slider:${actual.id}:${version}`}
          leer={(pagina) => api.historialSlider({ id: actual.id, pagina })}
          formato={FORMATO_PUBLICIDAD}
        />
      )}
    </>
  );
}

export function RegistrarSlider({ ruta }: SubpaginaProps<'zona'>) {
  const { zona, nombre } = useZona(ruta);
  return (
    <PaginaAdmin
      titulo={`Registrar imagen del carrusel · ${nombre}`}
      migas={migasZona(zona, nombre, 'Registrar imagen del carrusel')}
    >
      <Formulario zona={zona} actual={null} />
    </PaginaAdmin>
  );
}

export function EditarSlider({ ruta }: SubpaginaProps<'zona' | 'slider'>) {
  const { zona, nombre } = useZona(ruta);
  const id = Number(ruta.slider);
  const datos = useDatosAdmin(`slider:${id}`, () => api.slider({ id }));
  return (
    // Before the list: Publicidad and the zone.
    <PaginaDeContenido
      datos={datos}
      titulo="Imagen del carrusel"
      migas={migasZona(zona, nombre, 'Carrusel').slice(0, 2)}
      lista={{ etiqueta: 'Carrusel', href: enlace('publicidad/zona/:zona/slider', { zona }) }}
    >
      {(actual) => ({
        titulo: `Imagen del carrusel «${actual.alt}»`,
        migas: migasZona(zona, nombre, 'Imagen del carrusel'),
        contenido: <Formulario key={actual.id} zona={zona} actual={actual} />,
      })}
    </PaginaDeContenido>
  );
}
