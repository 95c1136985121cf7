/**
 * The zone's advertising record (one per zone, one version): its message (`mensaje-publicidad`) and its
 * offer and quick-list banners (`imagen-oferta`, `imagen-lista-rapida`, both on `publicidad`): image,
 * alternative text and link. Saves wait for 'Publicar' on the zone's page.
 */

import {
  estilos as admin,
  CampoImagen,
  ErrorGeneral,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  PieFormulario,
  type SubpaginaProps,
  useDatosAdmin,
  useFormulario,
  useNombreZona,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import {
  BannerBodySchema,
  MensajePublicidadBodySchema,
  type PublicidadZona,
} from '@mercado/shared/contracts';
import { Field, Link } from '@mercado/shared/react';
import { type ReactNode, useId, useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { CamposAltEnlace } from '../contenido/Campos.tsx';
import { api, migasZona } from './api.ts';
import { FORMATO_PUBLICIDAD } from './historial.ts';

type Banner = 'oferta' | 'listaRapida';
const NOMBRE: Record<Banner, string> = { oferta: 'Imagen oferta', listaRapida: 'Imagen lista rápida' };

/** The record's current version, shared by the forms of one page (each save bumps it). */
function useRegistro(zona: string) {
  const datos = useDatosAdmin(`publicidad:${zona}`, () => api.publicidad({ zona }));
  const [version, setVersion] = useState<number | null>(null);
  const registro: PublicidadZona | null = datos.carga.estado === 'listo' ? datos.carga.datos : null;
  return { datos, registro, version: version ?? registro?.version ?? 1, setVersion };
}

function Aviso({ zona }: { zona: string }) {
  return (
    <p className={admin.nota}>
      Los cambios se guardan sin publicarse: revíselos en la{' '}
      <Link to={enlace('publicidad/zona/:zona', { zona })}>vista previa de la zona</Link> y publíquelos desde
      allí.
    </p>
  );
}

function FormularioMensaje({
  zona,
  registro,
  version,
  alGuardar,
}: {
  zona: string;
  registro: PublicidadZona;
  version: number;
  alGuardar: (version: number) => void;
}) {
  const id = useId();
  const f = useFormulario({
    inicial: { mensaje: registro.mensaje, version },
    esquema: MensajePublicidadBodySchema,
    guardar: (datos) => api.guardarMensaje({ zona, ...datos, version }),
    alGuardar: (r) => {
      alGuardar((r as { version: number }).version);
    },
  });
  useSalidaConCambios(f.sucio);
  return (
    <form className={admin.formulario} onSubmit={f.enviar} noValidate>
      <ErrorGeneral f={f} />
      <Field
        id={id}
        label="Mensaje publicitario"
        hint="Se muestra arriba en la página de la zona. Vacío: sin mensaje."
        error={f.errores.mensaje}
      >
        {(control) => (
          <textarea
            {...control}
            className="mv-input"
            rows={3}
            maxLength={300}
            value={f.valores.mensaje}
            onChange={(e) => f.poner('mensaje', e.target.value)}
          />
        )}
      </Field>
      <PieFormulario f={f} texto="Guardar mensaje" />
    </form>
  );
}

function FormularioBanner({
  zona,
  banner,
  registro,
  version,
  alGuardar,
}: {
  zona: string;
  banner: Banner;
  registro: PublicidadZona;
  version: number;
  alGuardar: (version: number) => void;
}) {
  const id = useId();
  const actual = registro[banner];
  const [imagen, setImagen] = useState(actual.imagen?.url ?? null);
  const guardar = banner === 'oferta' ? api.guardarImagenOferta : api.guardarImagenListaRapida;
  const subir = banner === 'oferta' ? api.subirImagenOferta : api.subirImagenListaRapida;
  const f = useFormulario({
    inicial: { alt: actual.alt, url: actual.url, version },
    esquema: BannerBodySchema,
    guardar: (datos) => guardar({ zona, ...datos, version }),
    alGuardar: (r) => {
      alGuardar((r as { version: number }).version);
    },
  });
  useSalidaConCambios(f.sucio);
  return (
    <section aria-labelledby={`${id}-titulo`} className="mv-card">
      <h2 id={`${id}-titulo`} className={admin.subtitulo}>
        {NOMBRE[banner]}
      </h2>
      <CampoImagen
        etiqueta="Imagen"
        actual={imagen}
        alt={f.valores.alt}
        subir={(archivo) =>
          subir({ zona, version, archivo }).then((r) => {
            alGuardar(r.version);
            return r;
          })
        }
        alSubir={(r) => setImagen(r.url)}
      />
      <form className={admin.formulario} onSubmit={f.enviar} noValidate>
        <ErrorGeneral f={f} />
        <CamposAltEnlace id={id} f={f} />
        <PieFormulario f={f} texto="Guardar" />
      </form>
    </section>
  );
}

/** A page of the zone's publicity record (its message, a banner): its form, then its history. */
function PaginaPublicidad({
  ruta,
  titulo,
  children,
}: SubpaginaProps<'zona'> & {
  titulo: string;
  children: (r: { registro: PublicidadZona; version: number; alGuardar: (v: number) => void }) => ReactNode;
}) {
  const zona = ruta.zona;
  const nombre = useNombreZona()(zona);
  const { datos, version, setVersion } = useRegistro(zona);
  return (
    // The list of this page is the zone's publicity pages (titled by the zone's name).
    <PaginaRegistro
      datos={datos}
      titulo={`${titulo} · ${nombre}`}
      migas={migasZona(zona, nombre).slice(0, 1)}
      lista={{ etiqueta: nombre, href: enlace('publicidad/zona/:zona', { zona }) }}
    >
      {(registro) => (
        <PaginaAdmin titulo={`${titulo} · ${nombre}`} migas={migasZona(zona, nombre, titulo)}>
          <Aviso zona={zona} />
          {children({ registro, version, alGuardar: setVersion })}
          <HistorialCambios
            clave={`publicidad:${zona}:${version}`}
            leer={(pagina) => api.historialPublicidad({ zona, pagina })}
            formato={FORMATO_PUBLICIDAD}
          />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}

export function MensajePublicidad(props: SubpaginaProps<'zona'>) {
  return (
    <PaginaPublicidad {...props} titulo="Mensaje publicidad">
      {(r) => <FormularioMensaje zona={props.ruta.zona} {...r} />}
    </PaginaPublicidad>
  );
}

function PaginaBanners({
  banners,
  titulo,
  ...props
}: SubpaginaProps<'zona'> & { banners: readonly Banner[]; titulo: string }) {
  return (
    <PaginaPublicidad {...props} titulo={titulo}>
      {(r) => banners.map((b) => <FormularioBanner key={b} zona={props.ruta.zona} banner={b} {...r} />)}
    </PaginaPublicidad>
  );
}

export const ImagenOferta = (props: SubpaginaProps<'zona'>) => (
  <PaginaBanners {...props} banners={['oferta']} titulo="Imagen oferta" />
);
export const ImagenListaRapida = (props: SubpaginaProps<'zona'>) => (
  <PaginaBanners {...props} banners={['listaRapida']} titulo="Imagen lista rápida" />
);
export const ImagenesPublicidad = (props: SubpaginaProps<'zona'>) => (
  <PaginaBanners {...props} banners={['oferta', 'listaRapida']} titulo="Imágenes de publicidad" />
);
