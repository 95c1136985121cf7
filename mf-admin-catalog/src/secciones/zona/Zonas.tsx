/**
 * The zones (decision 0026): the list of the caller's zones with their status (an inactive zone's
 * store shows the maintenance page), registering a zone (name and slug checked as the user types),
 * a zone's page with its records' pages, and its edit form with its history.
 */

import {
  avisar,
  BotonEstatus,
  type Columna,
  ErrorGeneral,
  estilos,
  FiltroEstatus,
  Filtros,
  FiltroTexto,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  TablaAdmin,
  textoDisponibilidad,
  useDatosAdmin,
  useDisponible,
  useFormulario,
  useListado,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import type { Historial, ZonaAdmin } from '@mercado/shared/contracts';
import { adminZona } from '@mercado/shared/endpoints/admin-zona';
import { Field, Link, navigate } from '@mercado/shared/react';
import { slugDe } from '@mercado/shared/rules';
import { type FormEvent, useId, useState } from 'react';
import { api } from './api.ts';
import { FORMATO_ZONA } from './historial.ts';
import { TIPOS, TIPOS_ZONA, urls } from './tipos.ts';

const MANTENIMIENTO = 'Los compradores de la zona verán la página de mantenimiento hasta que la active.';
const MIGA_ZONAS = { etiqueta: 'Zonas', href: urls.zonas() };

/** zona */
export function ListaZonas({ pathname, search }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'nombre' });
  const datos = useDatosAdmin(`zonas?${search}`, () => api.adminZona.listado(listado.consulta as never));
  const columnas: Columna<ZonaAdmin>[] = [
    {
      clave: 'nombre',
      etiqueta: 'Nombre',
      orden: 'nombre',
      celda: (z) => <Link to={urls.zona(z.slug)}>{z.nombre}</Link>,
    },
    { clave: 'slug', etiqueta: 'Dirección web', orden: 'slug', celda: (z) => z.slug },
    {
      clave: 'estatus',
      etiqueta: 'Estatus',
      orden: 'estatus',
      celda: (z) => (
        <BotonEstatus
          estatus={z.estatus}
          nombre={`la zona «${z.nombre}»`}
          consecuencia={MANTENIMIENTO}
          cambiar={(estatus) => api.adminZona.estatus({ zona: z.slug, estatus, version: z.version })}
          alCambiar={datos.recargar}
        />
      ),
    },
    {
      clave: 'acciones',
      etiqueta: 'Acciones',
      celda: (z) => <Link to={urls.editarZona(z.slug)}>Editar</Link>,
    },
  ];
  return (
    <PaginaAdmin
      titulo="Zonas"
      migas={[{ etiqueta: 'Zonas' }]}
      acciones={
        <Link className="mv-button" to={urls.registrarZona()}>
          Registrar zona
        </Link>
      }
    >
      <Filtros>
        <FiltroTexto listado={listado} />
        <FiltroEstatus listado={listado} />
      </Filtros>
      <TablaAdmin
        titulo="Zonas"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(z) => z.id}
        vacio="No hay zonas con estos filtros entre las de sus permisos."
      />
    </PaginaAdmin>
  );
}

/** zona/:zona — the zone's status and the pages of its records. */
export function InicioZona({ ruta }: SubpaginaProps) {
  const zona = ruta.zona ?? '';
  const datos = useDatosAdmin(`zona:${zona}`, () => api.adminZona.leer({ zona }));
  return (
    <PaginaRegistro datos={datos} titulo={zona} lista={MIGA_ZONAS}>
      {(z) => (
        <PaginaAdmin
          titulo={z.nombre}
          migas={[MIGA_ZONAS, { etiqueta: z.nombre }]}
          acciones={
            <BotonEstatus
              estatus={z.estatus}
              nombre={`la zona «${z.nombre}»`}
              consecuencia={MANTENIMIENTO}
              cambiar={(estatus) => api.adminZona.estatus({ zona, estatus, version: z.version })}
              alCambiar={datos.recargar}
            />
          }
        >
          <ul className={estilos.enlaces}>
            <li>
              <Link className={estilos.enlace} to={urls.editarZona(zona)}>
                Editar zona
              </Link>
            </li>
            {TIPOS.map((tipo) => (
              <li key={tipo}>
                <Link className={estilos.enlace} to={urls.registros(zona, tipo)}>
                  {TIPOS_ZONA[tipo].titulo}
                </Link>
              </li>
            ))}
          </ul>
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}

/** The name (and, when registering, the slug) fields with their availability as the user types. */
function CampoDisponible({
  etiqueta,
  valor,
  error,
  disponibilidad,
  poner,
  ayuda,
}: {
  etiqueta: string;
  valor: string;
  error: string | undefined;
  disponibilidad: string | null;
  poner: (v: string) => void;
  ayuda?: string;
}) {
  const id = useId();
  return (
    <Field
      id={id}
      label={etiqueta}
      error={error}
      hint={[disponibilidad, ayuda].filter(Boolean).join(' · ') || undefined}
    >
      {(control) => (
        <input {...control} className="mv-input" value={valor} onChange={(e) => poner(e.target.value)} />
      )}
    </Field>
  );
}

/** zona/registrar */
export function RegistrarZona(_: SubpaginaProps) {
  const [slugTocado, setSlugTocado] = useState(false);
  const form = useFormulario({
    inicial: { nombre: '', slug: '' },
    esquema: adminZona.registrar.body,
    guardar: (datos) => api.adminZona.registrar(datos),
    aviso: null,
    alGuardar: async (respuesta) => {
      const { slug } = respuesta as ZonaAdmin;
      avisar('Zona registrada', urls.zona(slug));
      // The API renewed the session for the new zone's role: this call takes the renewed token, so
      // the zone's pages open (the shell's guards read the token's roles).
      await api.adminZona.leer({ zona: slug }).catch(() => undefined);
      navigate(urls.zona(slug), { replace: true });
    },
  });
  useSalidaConCambios(form.sucio);
  const verificar = (campo: 'nombre' | 'slug') => (valor: string) =>
    api.adminZona.verificar({ [campo]: valor });
  const nombre = useDisponible(form.valores.nombre, verificar('nombre'));
  const slug = useDisponible(form.valores.slug, verificar('slug'));
  return (
    <PaginaAdmin titulo="Registrar zona" migas={[MIGA_ZONAS, { etiqueta: 'Registrar zona' }]}>
      <form className={`mv-card ${estilos.formulario}`} onSubmit={form.enviar} noValidate>
        <ErrorGeneral f={form} />
        <CampoDisponible
          etiqueta="Nombre"
          valor={form.valores.nombre}
          error={form.errores.nombre}
          disponibilidad={textoDisponibilidad(nombre, 'nombre')}
          poner={(v) => {
            form.poner('nombre', v);
            if (!slugTocado) form.poner('slug', slugDe(v));
          }}
        />
        <CampoDisponible
          etiqueta="Dirección web (slug)"
          valor={form.valores.slug}
          error={form.errores.slug}
          disponibilidad={textoDisponibilidad(slug, 'slug')}
          ayuda="La dirección de la tienda (/slug) y el permiso de la zona; no cambia después"
          poner={(v) => {
            setSlugTocado(true);
            form.poner('slug', v);
          }}
        />
        <p className={estilos.nota}>
          La zona se crea inactiva (en mantenimiento) y usted recibe su permiso: actívela cuando tenga
          horarios, áreas y productos.
        </p>
        <div className={estilos.acciones}>
          <button type="submit" className="mv-button" disabled={form.enviando}>
            {form.enviando ? 'Guardando…' : 'Registrar'}
          </button>
          <Link to={urls.zonas()}>Volver a la lista</Link>
        </div>
      </form>
    </PaginaAdmin>
  );
}

/** zona/:zona/editar */
export function EditarZona({ ruta }: SubpaginaProps) {
  const zona = ruta.zona ?? '';
  const datos = useDatosAdmin(`zona:${zona}`, () => api.adminZona.leer({ zona }));
  const [guardada, setGuardada] = useState<ZonaAdmin | null>(null);
  return (
    <PaginaRegistro datos={datos} titulo="Editar zona" lista={MIGA_ZONAS}>
      {(leida) => {
        const z = guardada ?? leida;
        return (
          <PaginaAdmin
            titulo={`Editar zona: ${z.nombre}`}
            migas={[MIGA_ZONAS, { etiqueta: z.nombre, href: urls.zona(zona) }, { etiqueta: 'Editar' }]}
            acciones={
              <BotonEstatus
                estatus={z.estatus}
                nombre={`la zona «${z.nombre}»`}
                consecuencia={MANTENIMIENTO}
                cambiar={async (estatus) => {
                  setGuardada(await api.adminZona.estatus({ zona, estatus, version: z.version }));
                }}
                alCambiar={() => {}}
              />
            }
          >
            <p className={estilos.nota}>
              Dirección web: <code>{z.slug}</code> (la dirección de la tienda y el permiso de la zona; no
              cambia)
            </p>
            <FormularioZona
              key={z.version}
              zona={z}
              alGuardar={setGuardada}
              recargar={async () => {
                setGuardada(await api.adminZona.leer({ zona }));
              }}
            />
            <HistorialCambios
              clave={`zona:${zona}:${z.version}`}
              leer={(pagina): Promise<Historial> => api.adminZona.historial({ zona, pagina })}
              formato={FORMATO_ZONA}
            />
          </PaginaAdmin>
        );
      }}
    </PaginaRegistro>
  );
}

function FormularioZona({
  zona,
  alGuardar,
  recargar,
}: {
  zona: ZonaAdmin;
  alGuardar: (z: ZonaAdmin) => void;
  recargar: () => Promise<void>;
}) {
  const form = useFormulario({
    inicial: { nombre: zona.nombre, version: zona.version },
    esquema: adminZona.editar.body,
    guardar: (datos) => api.adminZona.editar({ zona: zona.slug, ...datos }),
    alGuardar: (respuesta) => alGuardar(respuesta as ZonaAdmin),
  });
  useSalidaConCambios(form.sucio);
  const nombre = useDisponible(
    form.valores.nombre,
    (valor) => api.adminZona.verificar({ nombre: valor, id: zona.id }),
    zona.nombre,
  );
  return (
    <form className={`mv-card ${estilos.formulario}`} onSubmit={(e: FormEvent) => form.enviar(e)} noValidate>
      <ErrorGeneral f={form} />
      {form.conflicto && (
        <button type="button" className="mv-button mv-button--secondary" onClick={() => void recargar()}>
          Cargar la versión actual (se pierden sus cambios)
        </button>
      )}
      <CampoDisponible
        etiqueta="Nombre"
        valor={form.valores.nombre}
        error={form.errores.nombre}
        disponibilidad={textoDisponibilidad(nombre, 'nombre')}
        poner={(v) => form.poner('nombre', v)}
      />
      <div className={estilos.acciones}>
        <button type="submit" className="mv-button" disabled={form.enviando}>
          {form.enviando ? 'Guardando…' : 'Guardar'}
        </button>
        <Link to={urls.zona(zona.slug)}>Volver a la zona</Link>
      </div>
    </form>
  );
}
