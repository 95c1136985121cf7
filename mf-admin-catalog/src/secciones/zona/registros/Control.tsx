/** One field of a zone record's form, drawn as its kind's control says (decision 0026). */

import { useDatosAdmin } from '@mercado/admin-kit';
import { Field, type FieldControl } from '@mercado/shared/react';
import { llamar } from '../api.ts';
import { type Campo, DIAS, type Fila, type Valores } from '../tipos.ts';
import type { PaginaDe } from './comun.tsx';

/** The input type of each control drawn as an input. */
const TIPO_INPUT: Partial<Record<Campo['control'], string>> = {
  numero: 'number',
  hora: 'time',
  fecha: 'date',
  texto: 'text',
};

/** One field of a kind's form, as its control. */
export function Control({
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
