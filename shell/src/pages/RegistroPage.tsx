import { RegistroRequestSchema } from '@mercado/shared/contracts';
import { isApiError } from '@mercado/shared/http';
import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../api.ts';
import { fieldErrors } from './fields.ts';
import * as styles from './Pages.module.css';

const YA_REGISTRADO = 'Este correo ya está registrado. Inicie sesión o recupere su contraseña';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (describedBy: string | undefined) => React.ReactNode;
}

function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

export function RegistroPage() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checkedEmail = useRef<{ email: string; registrado: boolean } | null>(null);

  const checkEmail = async (raw: string): Promise<boolean> => {
    const email = raw.trim().toLowerCase();
    if (!email) return false;
    if (checkedEmail.current?.email === email) return checkedEmail.current.registrado;
    try {
      const { registrado } = await api.usuario.verificarRegistrado({ email });
      checkedEmail.current = { email, registrado };
      return registrado;
    } catch {
      return false;
    }
  };

  const onEmailBlur = async (value: string) => {
    const registrado = await checkEmail(value);
    setErrors((prev) => {
      const next = { ...prev };
      if (registrado) next.email = YA_REGISTRADO;
      else if (next.email === YA_REGISTRADO) delete next.email;
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = RegistroRequestSchema.safeParse(data);
    setFormError(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      if (await checkEmail(parsed.data.email)) {
        setErrors({ email: YA_REGISTRADO });
        return;
      }
      setErrors({});
      const response = await api.usuario.registrar(parsed.data);
      setDone(response.mensaje || 'Registro exitoso. Revise su correo para verificar su cuenta');
    } catch (error) {
      if (isApiError(error)) {
        setErrors(error.campos);
        setFormError(error.mensaje);
      } else {
        setFormError('No pudimos completar el registro. Intente nuevamente');
      }
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <section className={styles.card} aria-labelledby="registro-title">
        <h1 id="registro-title" className={styles.title}>
          Revise su correo
        </h1>
        <p className={styles.success} role="status">
          {done}
        </p>
        <div className={styles.links}>
          <Link to={links.login()}>Iniciar Sesión</Link>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="registro-title">
      <h1 id="registro-title" className={styles.title}>
        Crear cuenta
      </h1>
      <p className={styles.lead}>Regístrese para usar hasta 3 carritos, pagar y seguir sus pedidos.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        <Field id="reg-nombre" name="nombre" label="Nombre y apellido" error={errors.nombre}>
          {(describedBy) => (
            <input
              id="reg-nombre"
              name="nombre"
              className="mv-input"
              autoComplete="name"
              required
              aria-invalid={errors.nombre ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id="reg-email" name="email" label="Correo electrónico" error={errors.email}>
          {(describedBy) => (
            <input
              id="reg-email"
              name="email"
              type="email"
              className="mv-input"
              autoComplete="email"
              inputMode="email"
              required
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy}
              onBlur={(event) => void onEmailBlur(event.target.value)}
            />
          )}
        </Field>
        <Field
          id="reg-password"
          name="password"
          label="Contraseña"
          error={errors.password}
          hint="Mínimo 8 caracteres."
        >
          {(describedBy) => (
            <input
              id="reg-password"
              name="password"
              type="password"
              className="mv-input"
              autoComplete="new-password"
              required
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <fieldset className={styles.field} style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, fontSize: '0.95rem', padding: 0 }}>Documento de identidad</legend>
          <div className={styles.row}>
            <div>
              <label htmlFor="reg-tipo" className="mv-visually-hidden">
                Tipo de documento
              </label>
              <select
                id="reg-tipo"
                name="tipoDocumento"
                className="mv-input"
                defaultValue="V"
                aria-invalid={errors.tipoDocumento ? true : undefined}
                aria-describedby={errors.tipoDocumento ? 'reg-tipo-error' : undefined}
              >
                <option value="V">V</option>
                <option value="E">E</option>
                <option value="J">J</option>
                <option value="G">G</option>
              </select>
            </div>
            <div>
              <label htmlFor="reg-documento" className="mv-visually-hidden">
                Número de documento
              </label>
              <input
                id="reg-documento"
                name="documento"
                className="mv-input"
                inputMode="numeric"
                placeholder="12345678"
                required
                aria-invalid={errors.documento ? true : undefined}
                aria-describedby={errors.documento ? 'reg-documento-error' : undefined}
              />
            </div>
          </div>
          {errors.tipoDocumento && (
            <p id="reg-tipo-error" className={styles.fieldError}>
              {errors.tipoDocumento}
            </p>
          )}
          {errors.documento && (
            <p id="reg-documento-error" className={styles.fieldError}>
              {errors.documento}
            </p>
          )}
        </fieldset>
        <Field
          id="reg-telefono"
          name="telefono"
          label="Teléfono"
          error={errors.telefono}
          hint="Ejemplo: 0414-1234567"
        >
          {(describedBy) => (
            <input
              id="reg-telefono"
              name="telefono"
              type="tel"
              className="mv-input"
              autoComplete="tel"
              inputMode="tel"
              required
              aria-invalid={errors.telefono ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <button type="submit" className={`mv-button ${styles.submit}`} disabled={busy}>
          {busy ? 'Registrando…' : 'Registrarme'}
        </button>
      </form>
      <div className={styles.links}>
        <span>
          ¿Ya tiene cuenta? <Link to={links.login()}>Iniciar Sesión</Link>
        </span>
      </div>
    </section>
  );
}
