/**
 * A zone's records of one kind (decision 0026): the list (paged, sorted and filtered by the API, its
 * state in the URL, status toggles with a confirmation, deletion where the kind allows it) and the
 * one form that registers and edits a record, with its status, its history and the shopper-facing
 * consequence of each change said where it matters.
 */

import {
  BotonEstatus,
  type Columna,
  estilos,
  FiltroEstatus,
  FiltroOpciones,
  Filtros,
  FiltroTexto,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useFormulario,
  useListado,
  useNombreZona,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import type { Historial } from '@mercado/shared/contracts';
import { adminZona } from '@mercado/shared/endpoints/admin-zona';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { Field, type FieldControl, Link, navigate } from '@mercado/shared/react';
import type { z } from '@mercado/shared/zod';
import { useId, useState } from 'react';
import { llamar } from './api.ts';
import {
  type Campo,
  DIAS,
  type Fila,
  TIPOS,
  TIPOS_ZONA,
  type TipoZona,
  urls,
  type Valores,
  valoresDe,
} from './tipos.ts';

type PaginaDe<T> = { items: T[]; pagina: number; paginas: number; total: number; porPagina: number };

/** The kind a page's `:tipo` names (a sector's page has `:area`), or null. */
function tipoDe(ruta: Record<string, string>): TipoZona | null {
  if (ruta.area !== undefined) return /^[1-9]\d{0,9}$/.test(ruta.area) ? TIPOS_ZONA.sector : null;
  return (TIPOS as readonly string[]).includes(ruta.tipo ?? '')
    ? TIPOS_ZONA[ruta.tipo as TipoZona['tipo']]
    : null;
}

/** The input of a kind's list and registration: the zone's slug, or a sector's area. */
const padreDe = (tipo: TipoZona, ruta: Record<string, string>) =>
  tipo.tipo === 'sector' ? { id: Number(ruta.area) } : { zona: ruta.zona ?? '' };

function NoEncontrada() {
  return (
    <PaginaAdmin titulo="Página no encontrada" migas={[{ etiqueta: 'Zonas', href: urls.zonas() }]}>
      <p className={estilos.nota}>Esta página de zonas no existe.</p>
    </PaginaAdmin>
  );
}

/** The crumbs down to a kind's list: Zonas / <zone> / [Áreas / <area> /] <kind>. */
function useMigas(zona: string, tipo: TipoZona, area?: number) {
  const nombreZona = useNombreZona();
  const nombreArea = useDatosAdmin(`area:${area}`, () =>
    area === undefined ? Promise.resolve(null) : (llamar('leerArea', { id: area }) as Promise<Fila>),
  );
  const migas = [
    { etiqueta: 'Zonas', href: urls.zonas() },
    { etiqueta: nombreZona(zona), href: urls.zona(zona) },
  ];
  if (area !== undefined) {
    const nombre = nombreArea.carga.estado === 'listo' ? String(nombreArea.carga.datos?.nombre ?? '') : '…';
    migas.push({ etiqueta: TIPOS_ZONA.area.titulo, href: urls.registros(zona, 'area') });
    migas.push({ etiqueta: nombre, href: urls.editar(zona, 'area', area) });
  }
  return { migas, lista: { etiqueta: tipo.titulo, href: urls.registros(zona, tipo.tipo, area) } };
}

/** zona/:zona/:tipo and zona/:zona/area/:area/sector */
export function ListaRegistros(props: SubpaginaProps) {
  const tipo = tipoDe(props.ruta);
  return tipo ? <Lista {...props} tipo={tipo} /> : <NoEncontrada />;
}

function Lista({ ruta, pathname, search, tipo }: SubpaginaProps & { tipo: TipoZona }) {
  const zona = ruta.zona ?? '';
  const area = tipo.tipo === 'sector' ? Number(ruta.area) : undefined;
  const listado = useListado({ pathname, search }, { orden: tipo.ordenes[0] ?? 'orden' });
  const datos = useDatosAdmin(
    `${pathname}?${search}`,
    () =>
      llamar(tipo.entradas.listado, { ...padreDe(tipo, ruta), ...listado.consulta }) as Promise<
        PaginaDe<Fila>
      >,
  );
  const { migas } = useMigas(zona, tipo, area);

  const columnas: Columna<Fila>[] = tipo.columnas.map((c, i) => ({
    clave: c.etiqueta,
    etiqueta: c.etiqueta,
    ...(c.orden ? { orden: c.orden } : {}),
    // The first column opens the record.
    celda: (fila: Fila) =>
      i === 0 ? (
        <Link to={urls.editar(zona, tipo.tipo, fila.id, area)}>{c.valor(fila) || '—'}</Link>
      ) : (
        c.valor(fila)
      ),
  }));
  const { estatus, borrar } = tipo.entradas;
  if (estatus)
    columnas.push({
      clave: 'estatus',
      etiqueta: 'Estatus',
      orden: 'estatus',
      celda: (fila) => (
        <BotonEstatus
          estatus={fila.estatus ?? 1}
          nombre={`${tipo.singular} «${tipo.nombreDe(fila)}»`}
          consecuencia={consecuenciaDe(tipo)}
          cambiar={(nuevo) => llamar(estatus, { id: fila.id, estatus: nuevo, version: fila.version })}
          alCambiar={datos.recargar}
        />
      ),
    });
  columnas.push({
    clave: 'acciones',
    etiqueta: 'Acciones',
    celda: (fila) => (
      <span className={estilos.acciones}>
        <Link to={urls.editar(zona, tipo.tipo, fila.id, area)}>Editar</Link>
        {tipo.tipo === 'area' && <Link to={urls.registros(zona, 'sector', fila.id)}>Sectores</Link>}
        {borrar && <BotonBorrar tipo={tipo} fila={fila} alBorrar={datos.recargar} />}
      </span>
    ),
  });

  return (
    <PaginaAdmin
      titulo={tipo.titulo}
      migas={[...migas, { etiqueta: tipo.titulo }]}
      acciones={
        <Link className="mv-button" to={urls.registrar(zona, tipo.tipo, area)}>
          Registrar {tipo.singular}
        </Link>
      }
    >
      <Filtros>
        {tipo.filtroTexto && <FiltroTexto listado={listado} />}
        {estatus && <FiltroEstatus listado={listado} />}
        {(tipo.tipo === 'horario' || tipo.tipo === 'horario-pickup') && (
          <FiltroOpciones
            listado={listado}
            nombre="dia"
            etiqueta="Día"
            opciones={DIAS.map((d, i) => ({ valor: String(i), etiqueta: d }))}
          />
        )}
        {tipo.tipo === 'envio-bloqueo' && (
          <FiltroOpciones
            listado={listado}
            nombre="pasadas"
            etiqueta="Fechas"
            todas="Desde hoy"
            opciones={[{ valor: '1', etiqueta: 'Todas, también las pasadas' }]}
          />
        )}
      </Filtros>
      <TablaAdmin
        titulo={tipo.titulo}
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(fila) => fila.id}
        vacio={`No hay ${tipo.titulo.toLowerCase()} con estos filtros.`}
      />
    </PaginaAdmin>
  );
}

/** What shoppers notice when a record of the kind is deactivated. */
function consecuenciaDe(tipo: TipoZona): string | undefined {
  if (tipo.tipo === 'horario')
    return 'La franja dejará de ofrecerse en el pago; los pedidos ya reservados la conservan.';
  if (tipo.tipo === 'horario-pickup')
    return 'La franja de retiro dejará de ofrecerse; los pedidos ya reservados la conservan.';
  if (tipo.tipo === 'direccion') return 'Los compradores ya no podrán retirar en esta dirección.';
  if (tipo.tipo === 'area' || tipo.tipo === 'sector')
    return 'Los compradores no podrán elegirla para nuevas direcciones de entrega.';
  return undefined;
}

function BotonBorrar({ tipo, fila, alBorrar }: { tipo: TipoZona; fila: Fila; alBorrar: () => void }) {
  const nombre = `${tipo.singular} «${tipo.nombreDe(fila)}»`;
  const [borrando, setBorrando] = useState(false);
  const pulsar = async () => {
    const borrar = tipo.entradas.borrar;
    if (!borrar) return;
    const ok = await platform.services.confirm({
      titulo: `Eliminar ${nombre}`,
      mensaje: `¿Desea eliminar ${nombre}? No se puede deshacer.`,
      aceptar: 'Eliminar',
      cancelar: 'Cancelar',
    });
    if (!ok) return;
    setBorrando(true);
    try {
      await llamar(borrar, { id: fila.id, version: fila.version });
    } catch (error) {
      await platform.services.alert({
        titulo: 'No se pudo eliminar',
        mensaje: mensajeDeError(error, 'Error procesando la informacion, intente nuevamente'),
      });
    } finally {
      setBorrando(false);
      alBorrar();
    }
  };
  return (
    <button
      type="button"
      className={`mv-button mv-button--secondary ${estilos.botonPequeno}`}
      onClick={pulsar}
      disabled={borrando}
      aria-label={`Eliminar ${nombre}`}
    >
      Eliminar
    </button>
  );
}

// ── The form ─────────────────────────────────────────────────────────────────────────────────────

/** zona/:zona/:tipo/registrar, zona/:zona/:tipo/:id/editar (and a sector's, below its area) */
export function FormularioRegistro(props: SubpaginaProps) {
  const tipo = tipoDe(props.ruta);
  if (!tipo) return <NoEncontrada />;
  const id = props.ruta.id;
  if (id === undefined) return <Registrar ruta={props.ruta} tipo={tipo} />;
  return /^[1-9]\d{0,9}$/.test(id) ? (
    <Editar ruta={props.ruta} tipo={tipo} id={Number(id)} />
  ) : (
    <NoEncontrada />
  );
}

const esquemaDe = (entrada: keyof typeof adminZona) => (adminZona[entrada] as { body: z.ZodType }).body;

function Registrar({ ruta, tipo }: { ruta: Record<string, string>; tipo: TipoZona }) {
  const zona = ruta.zona ?? '';
  const area = tipo.tipo === 'sector' ? Number(ruta.area) : undefined;
  const { migas, lista } = useMigas(zona, tipo, area);
  const titulo = `Registrar ${tipo.singular}`;
  return (
    <PaginaAdmin titulo={titulo} migas={[...migas, lista, { etiqueta: titulo }]}>
      <Formulario
        zona={zona}
        campos={tipo.campos}
        inicial={tipo.nuevo}
        esquema={esquemaDe(tipo.entradas.registrar)}
        volver={lista.href}
        guardar={(datos) =>
          llamar(tipo.entradas.registrar, { ...padreDe(tipo, ruta), ...datos }) as Promise<Fila>
        }
        alGuardar={(fila) => navigate(urls.editar(zona, tipo.tipo, fila.id, area), { replace: true })}
      />
    </PaginaAdmin>
  );
}

function Editar({ ruta, tipo, id }: { ruta: Record<string, string>; tipo: TipoZona; id: number }) {
  const zona = ruta.zona ?? '';
  const area = tipo.tipo === 'sector' ? Number(ruta.area) : undefined;
  const { migas, lista } = useMigas(zona, tipo, area);
  const registro = useDatosAdmin(
    `${tipo.tipo}:${id}`,
    () => llamar(tipo.entradas.leer, { id }) as Promise<Fila>,
  );
  const [guardado, setGuardado] = useState<Fila | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const titulo = `Editar ${tipo.singular}`;
  const { estatus } = tipo.entradas;
  return (
    <PaginaRegistro datos={registro} titulo={titulo} migas={migas} lista={lista}>
      {(leida) => {
        const fila = guardado ?? leida;
        return (
          <PaginaAdmin
            titulo={`${titulo}: ${tipo.nombreDe(fila)}`}
            migas={[...migas, lista, { etiqueta: titulo }]}
            acciones={
              estatus && (
                <BotonEstatus
                  estatus={fila.estatus ?? 1}
                  nombre={`${tipo.singular} «${tipo.nombreDe(fila)}»`}
                  consecuencia={consecuenciaDe(tipo)}
                  cambiar={async (nuevo) => {
                    setGuardado(
                      (await llamar(estatus, { id, estatus: nuevo, version: fila.version })) as Fila,
                    );
                    setAviso(nuevo === 1 ? 'Activado' : 'Desactivado');
                  }}
                  alCambiar={() => {}}
                />
              )
            }
          >
            {tipo.tipo === 'area' && (
              <p>
                <Link to={urls.registros(zona, 'sector', id)}>
                  Sectores de esta área ({String(fila.sectores ?? 0)})
                </Link>
              </p>
            )}
            <Formulario
              // A status change or a reload gives the form the record's new version.
              key={fila.version}
              zona={zona}
              campos={tipo.campos.filter((c) => !c.soloAlRegistrar)}
              inicial={valoresDe(tipo.campos, fila)}
              reservas={typeof fila.reservasMaximas === 'number' ? fila.reservasMaximas : undefined}
              esquema={esquemaDe(tipo.entradas.editar)}
              volver={lista.href}
              aviso={aviso}
              guardar={(datos) => llamar(tipo.entradas.editar, { id, ...datos }) as Promise<Fila>}
              alGuardar={(nueva) => {
                setAviso('Cambios guardados');
                setGuardado(nueva);
              }}
              recargar={async () => {
                setAviso(null);
                setGuardado((await llamar(tipo.entradas.leer, { id })) as Fila);
              }}
            />
            <HistorialCambios
              clave={`${tipo.tipo}:${id}:${fila.version}`}
              leer={(pagina) => llamar(tipo.entradas.historial, { id, pagina }) as Promise<Historial>}
            />
          </PaginaAdmin>
        );
      }}
    </PaginaRegistro>
  );
}

function Formulario({
  zona,
  campos,
  inicial,
  esquema,
  volver,
  aviso,
  guardar,
  alGuardar,
  recargar,
  reservas,
}: {
  zona: string;
  campos: readonly Campo[];
  inicial: Valores;
  esquema: z.ZodType;
  /** The list's URL. */
  volver: string;
  /** What the last save did ('Cambios guardados'), shown until the form changes. */
  aviso?: string | null;
  guardar: (datos: Valores) => Promise<Fila>;
  alGuardar: (fila: Fila) => void;
  /** Reads the record again (after a conflict). */
  recargar?: () => Promise<void>;
  /** The most places booked on one of a schedule's coming dates. */
  reservas?: number;
}) {
  const form = useFormulario({
    inicial,
    esquema,
    guardar: (datos) => guardar(datos as Valores),
    alGuardar: (respuesta) => alGuardar(respuesta as Fila),
  });
  useSalidaConCambios(form.sucio);
  const idForm = useId();
  return (
    <form
      className={`mv-card ${estilos.formulario}`}
      onSubmit={form.enviar}
      noValidate
      aria-describedby={`${idForm}-general`}
    >
      <div id={`${idForm}-general`}>
        {form.general && (
          <div role="alert" className={estilos.errorGeneral}>
            <p className={estilos.nota}>{form.general}</p>
            {form.conflicto && recargar && (
              <button
                type="button"
                className="mv-button mv-button--secondary"
                onClick={() => void recargar()}
              >
                Cargar la versión actual (se pierden sus cambios)
              </button>
            )}
          </div>
        )}
        {aviso && !form.sucio && !form.general && (
          <p role="status" className={`mv-card ${estilos.aviso}`}>
            {aviso}
          </p>
        )}
      </div>
      <div className={estilos.columnas}>
        {campos.map((campo) => (
          <Control
            key={campo.nombre}
            id={`${idForm}-${campo.nombre}`}
            campo={campo}
            zona={zona}
            valor={form.valores[campo.nombre] ?? null}
            error={form.errores[campo.nombre]}
            poner={(v) => form.poner(campo.nombre, v)}
            ayudaExtra={
              campo.nombre === 'capacidad' && reservas !== undefined && reservas > 0
                ? `Reservas en la fecha más ocupada: ${reservas}.`
                : undefined
            }
          />
        ))}
      </div>
      <div className={estilos.acciones}>
        <button type="submit" className="mv-button" disabled={form.enviando}>
          {form.enviando ? 'Guardando…' : 'Guardar'}
        </button>
        <Link to={volver}>Volver a la lista</Link>
      </div>
    </form>
  );
}

/** The input type of each control drawn as an input. */
const TIPO_INPUT: Partial<Record<Campo['control'], string>> = {
  numero: 'number',
  hora: 'time',
  fecha: 'date',
  texto: 'text',
};

/** One field of a kind's form, as its control. */
function Control({
  id,
  campo,
  zona,
  valor,
  error,
  poner,
  ayudaExtra,
}: {
  id: string;
  campo: Campo;
  zona: string;
  valor: Valores[string];
  error: string | undefined;
  poner: (v: Valores[string]) => void;
  ayudaExtra?: string;
}) {
  const ayuda = [campo.ayuda, ayudaExtra].filter(Boolean).join(' ') || undefined;
  const texto = valor === null || valor === undefined ? '' : String(valor);
  const numero = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
  if (campo.control === 'casilla')
    return (
      <div>
        <label htmlFor={id}>
          <input id={id} type="checkbox" checked={valor === true} onChange={(e) => poner(e.target.checked)} />{' '}
          {campo.etiqueta}
        </label>
      </div>
    );
  return (
    <Field id={id} label={campo.etiqueta} hint={ayuda} error={error}>
      {(control) =>
        campo.control === 'dia' ? (
          <select
            {...control}
            className="mv-input"
            value={texto}
            onChange={(e) => poner(Number(e.target.value))}
          >
            {DIAS.map((d, i) => (
              <option key={d} value={i}>
                {d}
              </option>
            ))}
          </select>
        ) : campo.control === 'direccion' ? (
          <SelectorDireccion
            control={control}
            zona={zona}
            valor={texto}
            poner={(v) => poner(v === '' ? null : Number(v))}
          />
        ) : campo.control === 'texto-largo' ? (
          <textarea
            {...control}
            className="mv-input"
            rows={3}
            value={texto}
            onChange={(e) => poner(e.target.value)}
          />
        ) : (
          <input
            {...control}
            className="mv-input"
            type={TIPO_INPUT[campo.control]}
            inputMode={campo.control === 'numero' ? 'numeric' : undefined}
            value={campo.control === 'numero' && Number.isNaN(valor) ? '' : texto}
            onChange={(e) =>
              poner(
                campo.control === 'numero'
                  ? numero(e.target.value)
                  : campo.opcional && e.target.value === ''
                    ? null
                    : e.target.value,
              )
            }
          />
        )
      }
    </Field>
  );
}

/** The zone's pickup addresses, for a pickup schedule. */
function SelectorDireccion({
  control,
  zona,
  valor,
  poner,
}: {
  control: FieldControl;
  zona: string;
  valor: string;
  poner: (v: string) => void;
}) {
  const direcciones = useDatosAdmin(
    `direcciones:${zona}`,
    () => llamar('direcciones', { zona, orden: 'orden' }) as Promise<PaginaDe<Fila>>,
  );
  const opciones = direcciones.carga.estado === 'listo' ? direcciones.carga.datos.items : [];
  return (
    <select {...control} className="mv-input" value={valor} onChange={(e) => poner(e.target.value)}>
      <option value="">
        {direcciones.carga.estado === 'cargando' ? 'Cargando…' : 'Seleccione una dirección'}
      </option>
      {opciones.map((d) => (
        <option key={d.id} value={d.id}>
          {String(d.nombre)}
        </option>
      ))}
    </select>
  );
}
