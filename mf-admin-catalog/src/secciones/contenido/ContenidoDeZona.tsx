/**
 * The pages every kind of a zone's content has (featured blocks, sliders, quick lists), drawn one
 * way: the list (server-side paging, sort, text and status filters in the URL, a status toggle per
 * row), the form that registers a record and then edits it at its version, and the record's page
 * with its loading and failed states. Each kind keeps what is its own: its columns, fields, texts,
 * calls and URLs.
 */

import {
  estilos as admin,
  type DatosAdmin,
  ErrorGeneral,
  type Formulario,
  type Miga,
  PaginaAdmin,
  PaginaRegistro,
  PieFormulario,
  type SubpaginaProps,
  useFormulario,
  useNombreZona,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import type { z } from '@mercado/shared/zod';
import { type ReactNode, useState } from 'react';
import { ListaConEstatus, type ListaConEstatusProps } from '../comun/ListaConEstatus.tsx';

/** The zone a page is below (`:zona`) and its name. */
export function useZona(ruta: SubpaginaProps<'zona'>['ruta']): { zona: string; nombre: string } {
  return { zona: ruta.zona, nombre: useNombreZona()(ruta.zona) };
}

/** A zone's records of one kind, sorted by priority; the title says the zone. */
export function ListaDeContenido<T extends { id: number; estatus: number }, E extends { zona: string }>({
  pagina,
  titulo,
  ...props
}: Omit<ListaConEstatusProps<T, E>, 'pagina' | 'propios' | 'orden' | 'tituloTabla'> & {
  pagina: SubpaginaProps<'zona'>;
  /** The kind, plural ('Destacados'): the table's name, and the page's with the zone's. */
  titulo: string;
}) {
  const { zona, nombre } = useZona(pagina.ruta);
  return (
    <ListaConEstatus
      {...props}
      pagina={pagina}
      propios={{ zona }}
      orden="prioridad"
      titulo={`${titulo} · ${nombre}`}
      tituloTabla={titulo}
    />
  );
}

/**
 * A record's form state: the values, the version it saves at (each save and image upload bumps it)
 * and, once a new record is saved, its page (`alRegistrar` gives its URL) in place of this one.
 */
export function useFormularioDeContenido<V extends Record<string, unknown>, S extends z.ZodType>({
  version: inicial,
  valores,
  esquema,
  guardar,
  alRegistrar,
  registrado,
}: {
  /** The record's version, or null for a new one. */
  version: number | null;
  valores: V;
  esquema: S;
  /** Registers, or edits at `version` (the form's, which uploads bump too). */
  guardar: (datos: z.output<S>, version: number) => Promise<{ id: number; version: number }>;
  alRegistrar: (id: number) => string;
  /** What registering says on the new record's page ('Destacado registrado'). */
  registrado: string;
}): { f: Formulario<V>; version: number; setVersion: (version: number) => void } {
  const [version, setVersion] = useState(inicial ?? 1);
  const f = useFormulario({
    inicial: valores,
    esquema,
    guardar: (datos) => guardar(datos, version),
    alGuardar: (r) => setVersion(r.version),
    ...(inicial === null ? { aviso: registrado, ir: (r: { id: number }) => alRegistrar(r.id) } : {}),
  });
  useSalidaConCambios(f.sucio);
  return { f, version, setVersion };
}

/** The form: the refused save's message, the kind's fields, the save button. */
export function FormularioDeContenido({
  f,
  texto,
  children,
}: {
  f: Formulario<Record<string, unknown>>;
  texto: string;
  children: ReactNode;
}) {
  return (
    <form className={admin.formulario} onSubmit={f.enviar} noValidate>
      <ErrorGeneral f={f} />
      {children}
      <PieFormulario f={f} texto={texto} />
    </form>
  );
}

/**
 * A saved record's page: its frame while it loads or when the read failed (`migas` then `lista`),
 * then the page it makes once it is there.
 */
export function PaginaDeContenido<T>({
  datos,
  titulo,
  migas,
  lista,
  children,
}: {
  datos: DatosAdmin<T>;
  /** Until the record is there ('Destacado'). */
  titulo: string;
  migas: readonly Miga[];
  lista: Miga & { href: string };
  children: (actual: T) => { titulo: string; migas: readonly Miga[]; contenido: ReactNode };
}) {
  return (
    <PaginaRegistro datos={datos} titulo={titulo} migas={migas} lista={lista}>
      {(actual) => {
        const pagina = children(actual);
        return (
          <PaginaAdmin titulo={pagina.titulo} migas={pagina.migas}>
            {pagina.contenido}
          </PaginaAdmin>
        );
      }}
    </PaginaRegistro>
  );
}
