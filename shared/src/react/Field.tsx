/**
 * The one form field of every package: a label tied to its control, an optional hint and the
 * Spanish error, both read with the control (`aria-describedby`), and `aria-invalid` while it has an
 * error. The control is the caller's own (input, select, textarea): it spreads the attributes it is
 * handed, `<Field id="login-email" label="Correo electrónico" error={errors.email}>{(control) =>
 * <input {...control} name="email" className="mv-input" />}</Field>`.
 */
import type { z } from '@mercado/shared/zod';
import type { ReactNode } from 'react';
import * as styles from './field.module.css';

/** The first Spanish message of each field of a failed zod parse, by field name. */
export function fieldErrors(error: z.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** The id of a control's error message; a group of controls (radio buttons) points at it too. */
export const fieldErrorId = (id: string) => `${id}-error`;
const fieldHintId = (id: string) => `${id}-hint`;

/** What a field's control spreads on itself. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A field's error under its control or group, or nothing when there is none. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className={styles.error}>
      {error}
    </p>
  );
}

export interface FieldProps {
  /** The control's id. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Read by screen readers, not shown: for controls whose group already shows what they are. */
  hideLabel?: boolean;
  children: (control: FieldControl) => ReactNode;
}

export function Field({ id, label, hint, error, hideLabel = false, children }: FieldProps) {
  const describedBy = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'mv-visually-hidden' : styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy.join(' ') || undefined,
      })}
      {hint && (
        <p id={fieldHintId(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
