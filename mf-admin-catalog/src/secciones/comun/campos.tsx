/**
 * Form pieces the catalogue's sections share besides the kit's: a text field bound to a form's field,
 * and the plain form of a record page (the refused save's message, the fields, 'Guardar').
 */

import { ErrorGeneral, estilos, type Formulario } from '@mercado/admin-kit';
import { Field } from '@mercado/shared/react';
import type { ReactNode } from 'react';

/** A text input for `f`'s `campo`; an optional field holds null when left empty. */
export function CampoTexto<C extends string>({
  id,
  f,
  campo,
  etiqueta,
  hint,
  error = f.errores[campo],
  opcional = false,
  inputMode,
}: {
  id: string;
  f: Formulario<Record<C, string | null>>;
  campo: C;
  etiqueta: string;
  hint?: string | null;
  /** The field's error, when the section says more than the form (a name in use). */
  error?: string;
  opcional?: boolean;
  inputMode?: 'numeric' | 'tel';
}) {
  return (
    <Field id={id} label={etiqueta} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="mv-input"
          inputMode={inputMode}
          value={f.valores[campo] ?? ''}
          onChange={(e) => f.poner(campo, opcional ? e.target.value || null : e.target.value)}
        />
      )}
    </Field>
  );
}

/** A record page's form: the refused save's message, its fields, the save button. */
export function FormularioConGuardar({
  f,
  children,
}: {
  f: Pick<Formulario<Record<string, unknown>>, 'enviar' | 'enviando' | 'general'>;
  children: ReactNode;
}) {
  return (
    <form className={`mv-card ${estilos.formulario}`} onSubmit={f.enviar} noValidate>
      <ErrorGeneral f={f} />
      {children}
      <div className={estilos.acciones}>
        <button type="submit" className="mv-button" disabled={f.enviando}>
          {f.enviando ? 'Guardando…' : 'Guardar'}
        </button>
      </div>
    </form>
  );
}
