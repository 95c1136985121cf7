/**
 * The pieces of a form every section shows the same way: the refused save's message, the save button
 * (what a save says is the page frame's, `avisar`), and a name with the slug made from it as the user
 * types (editable, its availability checked).
 */

import { Field } from '@mercado/shared/react';
import { slugDe } from '@mercado/shared/rules';
import { useState } from 'react';
import * as estilos from './admin.module.css';
import { type Formulario, textoDisponibilidad, useDisponible } from './formulario.ts';

/** The message above the form: a refused save, a conflict, a failed connection. */
export function ErrorGeneral({ f }: { f: Pick<Formulario<Record<string, unknown>>, 'general'> }) {
  if (!f.general) return null;
  return (
    <p role="alert" className={estilos.errorGeneral}>
      {f.general}
    </p>
  );
}

/** The save button, 'Guardando…' while sending. */
export function PieFormulario({
  f,
  texto,
}: {
  f: Pick<Formulario<Record<string, unknown>>, 'enviando'>;
  texto: string;
}) {
  return (
    <button type="submit" className="mv-button" disabled={f.enviando}>
      {f.enviando ? 'Guardando…' : texto}
    </button>
  );
}

/**
 * The record's name (`campo`: 'nombre', 'titulo') and its slug, made from the name until the user
 * edits the slug; the slug's availability shows under it, the name's (when the section checks it)
 * comes as `hintNombre`.
 */
export function CamposNombreSlug<C extends string>({
  id,
  f,
  campo,
  etiqueta,
  verificar,
  actual,
  hintNombre,
  maxLength,
}: {
  id: string;
  f: Formulario<Record<C | 'slug', string>>;
  campo: C;
  etiqueta: string;
  verificar: (slug: string) => Promise<{ disponible: boolean }>;
  /** The record's own slug (editing), which is not 'in use'. */
  actual: string | undefined;
  hintNombre?: string | null;
  maxLength?: number;
}) {
  const [slugTocado, setSlugTocado] = useState(actual !== undefined);
  const disponible = useDisponible(f.valores.slug, verificar, actual);
  return (
    <>
      <Field id={`${id}-${campo}`} label={etiqueta} error={f.errores[campo]} hint={hintNombre}>
        {(control) => (
          <input
            {...control}
            className="mv-input"
            maxLength={maxLength}
            value={f.valores[campo]}
            onChange={(e) => {
              f.poner(campo, e.target.value);
              if (!slugTocado) f.poner('slug', slugDe(e.target.value));
            }}
          />
        )}
      </Field>
      <Field
        id={`${id}-slug`}
        label="Dirección web (slug)"
        hint={textoDisponibilidad(disponible, 'slug') ?? 'Se forma con el nombre; puede cambiarlo'}
        error={f.errores.slug}
      >
        {(control) => (
          <input
            {...control}
            className="mv-input"
            maxLength={maxLength}
            value={f.valores.slug}
            onChange={(e) => {
              setSlugTocado(true);
              f.poner('slug', e.target.value);
            }}
          />
        )}
      </Field>
    </>
  );
}

/** The reason field of a decision form. */
export function CampoMotivo<V extends { motivo: string }>({
  id,
  form,
  etiqueta = 'Motivo',
}: {
  id: string;
  form: Formulario<V>;
  etiqueta?: string;
}) {
  return (
    <Field id={id} label={etiqueta} error={form.errores.motivo}>
      {(control) => (
        <textarea
          {...control}
          className="mv-input"
          rows={3}
          maxLength={300}
          value={form.valores.motivo}
          onChange={(e) => form.poner('motivo', e.target.value as V['motivo'])}
        />
      )}
    </Field>
  );
}
