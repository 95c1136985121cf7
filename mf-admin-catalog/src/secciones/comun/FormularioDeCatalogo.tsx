/**
 * The register-and-edit page of a catalogue record (a category, a tag), drawn one way: the record
 * read (or none, to register), its crumbs and title, the form with its refused save's message and
 * its save button, then what a saved record has below (image, products, history). A saved new record
 * opens its own page; each save gives the form the record as the API returned it.
 */

import {
  AvisoDePagina,
  estilos as admin,
  ErrorGeneral,
  type Formulario,
  PaginaRegistro,
  PieFormulario,
  useDatosAdmin,
  useFormulario,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import { Link } from '@mercado/shared/react';
import type { z } from '@mercado/shared/zod';
import { type ReactNode, useState } from 'react';
import { estilos } from './componentes.tsx';

type Lista = { etiqueta: string; href: string };

/** The page until its data is there: loading, or the failed read with the way back to `lista`. */
export function PaginaDeCatalogo<T>({
  clave,
  leer,
  titulo,
  lista,
  children,
}: {
  clave: string;
  leer: () => Promise<T>;
  titulo: string;
  lista: Lista;
  children: (datos: T) => ReactNode;
}) {
  const datos = useDatosAdmin(clave, leer);
  return (
    <PaginaRegistro datos={datos} titulo={titulo} lista={lista}>
      {(leidos) => <div className={admin.pagina}>{children(leidos)}</div>}
    </PaginaRegistro>
  );
}

/** The form of a record (`inicial`, null to register), and the record as the last save returned it. */
export function useRegistroDeCatalogo<
  R extends { id: number },
  V extends Record<string, unknown>,
  S extends z.ZodType,
>({
  inicial,
  valoresDe,
  esquema,
  convertir,
  registrar,
  editar,
  href,
  registrado,
}: {
  inicial: R | null;
  valoresDe: (registro: R | null) => V;
  esquema: S;
  /** The body the form's text makes (the schema says what is wrong with it). */
  convertir: (valores: V) => unknown;
  registrar: (body: z.output<S>) => Promise<R>;
  editar: (body: z.output<S>, registro: R) => Promise<R>;
  /** The saved record's page, which a new one opens. */
  href: (id: number) => string;
  /** What registering says on that page ('Categoría registrada'). */
  registrado: string;
}) {
  const [registro, setRegistro] = useState(inicial);
  const f = useFormulario({
    inicial: valoresDe(inicial),
    esquema,
    convertir,
    guardar: (body) => (registro ? editar(body, registro) : registrar(body)),
    alGuardar: (guardado) => {
      f.reiniciar(valoresDe(guardado));
      setRegistro(guardado);
    },
    ...(registro ? {} : { aviso: registrado, ir: (guardado: R) => href(guardado.id) }),
  });
  useSalidaConCambios(f.sucio);
  /** What the name and slug checks send: the record's own id, which is not 'in use'. */
  const propia = registro ? { id: registro.id } : {};
  return { registro, setRegistro, f, propia };
}

/** The record's crumbs and title, what the section says first, the form, and what comes below. */
export function MarcoDeCatalogo({
  lista,
  nombre,
  singular,
  f,
  encabezado,
  children,
  despues,
}: {
  lista: Lista;
  /** The saved record's name; null while registering. */
  nombre: string | null;
  /** 'categoría', for the title. */
  singular: string;
  f: Formulario<Record<string, unknown>>;
  encabezado?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  despues?: ReactNode;
}) {
  return (
    <>
      <nav aria-label="Ruta de navegación" className={admin.migas}>
        <Link to={lista.href}>{lista.etiqueta}</Link> / <span>{nombre ?? 'Registrar'}</span>
      </nav>
      <h1 className={admin.titulo}>{nombre ? `Editar ${singular}: ${nombre}` : `Registrar ${singular}`}</h1>
      <AvisoDePagina />
      {encabezado}
      <form className={estilos.formulario} onSubmit={f.enviar} noValidate>
        <ErrorGeneral f={f} />
        {children}
        <div className={estilos.barra}>
          <PieFormulario f={f} texto={nombre ? 'Guardar cambios' : 'Registrar'} />
        </div>
      </form>
      {despues}
    </>
  );
}
