/**
 * The one form that registers and edits a zone's record of any kind (decision 0026), with its status,
 * its history and the shopper-facing consequence of each change said where it matters.
 */

import {
  BotonEstatus,
  estilos,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  useDatosAdmin,
  useFormulario,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import type { Historial } from '@mercado/shared/contracts';
import { adminZona } from '@mercado/shared/endpoints/admin-zona';
import { Link } from '@mercado/shared/react';
import type { z } from '@mercado/shared/zod';
import { useId, useState } from 'react';
import { llamar } from '../api.ts';
import { type Campo, type Fila, type TipoZona, urls, type Valores, valoresDe } from '../tipos.ts';
import { Control } from './Control.tsx';
import { consecuenciaDe, padreDe, useMigas } from './comun.tsx';
import { FORMATO_REGISTROS_ZONA } from './historial.ts';

const esquemaDe = (entrada: keyof typeof adminZona) => (adminZona[entrada] as { body: z.ZodType }).body;

export function Registrar({ ruta, tipo }: { ruta: Record<string, string>; tipo: TipoZona }) {
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
        aviso={tipo.registrado}
        ir={(fila) => urls.editar(zona, tipo.tipo, fila.id, area)}
      />
    </PaginaAdmin>
  );
}

export function Editar({ ruta, tipo, id }: { ruta: Record<string, string>; tipo: TipoZona; id: number }) {
  const zona = ruta.zona ?? '';
  const area = tipo.tipo === 'sector' ? Number(ruta.area) : undefined;
  const { migas, lista } = useMigas(zona, tipo, area);
  const registro = useDatosAdmin(
    `${tipo.tipo}:${id}`,
    () => llamar(tipo.entradas.leer, { id }) as Promise<Fila>,
  );
  const [guardado, setGuardado] = useState<Fila | null>(null);
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
              guardar={(datos) => llamar(tipo.entradas.editar, { id, ...datos }) as Promise<Fila>}
              alGuardar={setGuardado}
              recargar={async () => {
                setGuardado((await llamar(tipo.entradas.leer, { id })) as Fila);
              }}
            />
            <HistorialCambios
              clave={`${tipo.tipo}:${id}:${fila.version}`}
              leer={(pagina) => llamar(tipo.entradas.historial, { id, pagina }) as Promise<Historial>}
              formato={FORMATO_REGISTROS_ZONA}
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
  ir,
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
  /** What a save says (the kit's 'Cambios guardados' when absent). */
  aviso?: string;
  /** The page a save goes to (a registered record's). */
  ir?: (fila: Fila) => string;
  guardar: (datos: Valores) => Promise<Fila>;
  alGuardar?: (fila: Fila) => void;
  /** Reads the record again (after a conflict). */
  recargar?: () => Promise<void>;
  /** The most places booked on one of a schedule's coming dates. */
  reservas?: number;
}) {
  const form = useFormulario({
    inicial,
    esquema,
    guardar: (datos) => guardar(datos as Valores),
    alGuardar,
    aviso,
    ir,
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
