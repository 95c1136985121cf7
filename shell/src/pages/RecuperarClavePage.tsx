import { RecuperarClaveRequestSchema, RestablecerClaveRequestSchema } from '@mercado/shared/contracts';
import { isApiError } from '@mercado/shared/http';
import { links, readQuery } from '@mercado/shared/links';
import { Field, fieldErrors, InputClave, Link } from '@mercado/shared/react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api.ts';
import * as styles from './Pages.module.css';

export function RecuperarClavePage() {
  const location = useLocation();
  const token = readQuery(location.search, 'token');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    setFormError(null);
    if (token) {
      if (data.password !== data.confirmar) {
        setErrors({ confirmar: 'Las contraseñas no coinciden' });
        return;
      }
      const parsed = RestablecerClaveRequestSchema.safeParse({ token, password: data.password });
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        if (fieldErrors(parsed.error).token) setFormError(fieldErrors(parsed.error).token ?? null);
        return;
      }
      await send(() => api.usuario.restablecerClave(parsed.data));
    } else {
      const parsed = RecuperarClaveRequestSchema.safeParse({ email: data.email });
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      await send(() => api.usuario.recuperarClave(parsed.data));
    }
  };

  const send = async (llamada: () => Promise<{ mensaje: string }>) => {
    setErrors({});
    setBusy(true);
    try {
      const response = await llamada();
      setDone(response.mensaje);
    } catch (error) {
      if (isApiError(error)) {
        setErrors(error.campos);
        setFormError(error.mensaje);
      } else setFormError('No pudimos procesar la solicitud. Intente nuevamente');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="recuperar-title">
      <h1 id="recuperar-title" className={styles.title}>
        {token ? 'Nueva contraseña' : 'Recuperar contraseña'}
      </h1>
      {done ? (
        <>
          <p className="mv-notice-success" role="status">
            {done}
          </p>
          <div className={styles.links}>
            <Link to={links.login()}>Iniciar Sesión</Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.lead}>
            {token
              ? 'Escriba su nueva contraseña.'
              : 'Le enviaremos un enlace a su correo para crear una nueva contraseña.'}
          </p>
          <form className={styles.form} onSubmit={submit} noValidate>
            {formError && (
              <p className={styles.formError} role="alert">
                {formError}
              </p>
            )}
            {token ? (
              <>
                <Field id="rc-password" label="Nueva contraseña" error={errors.password}>
                  {(control) => <InputClave {...control} name="password" autoComplete="new-password" />}
                </Field>
                <Field id="rc-confirmar" label="Confirmar contraseña" error={errors.confirmar}>
                  {(control) => <InputClave {...control} name="confirmar" autoComplete="new-password" />}
                </Field>
              </>
            ) : (
              <Field id="rc-email" label="Correo electrónico" error={errors.email}>
                {(control) => (
                  <input {...control} name="email" type="email" className="mv-input" autoComplete="email" />
                )}
              </Field>
            )}
            <button type="submit" className={`mv-button ${styles.submit}`} disabled={busy}>
              {token ? 'Guardar contraseña' : 'Enviar enlace'}
            </button>
          </form>
          <div className={styles.links}>
            <Link to={links.login()}>Volver a Iniciar Sesión</Link>
          </div>
        </>
      )}
    </section>
  );
}
