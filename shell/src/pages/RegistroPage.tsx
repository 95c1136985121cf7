import { RegistroRequestSchema } from '@mercado/shared/contracts';
import { isApiError } from '@mercado/shared/http';
import { links } from '@mercado/shared/links';
import { Field, fieldErrors, InputClave, Link } from '@mercado/shared/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api.ts';
import * as styles from './Pages.module.css';

const YA_REGISTRADO = 'Este correo ya está registrado. Inicie sesión o recupere su contraseña';
const REVISE = 'Revise los datos marcados para crear su cuenta.';

export function RegistroPage() {
  // The referral link of /comparte-y-gana: /auth/registro?ref=CODIGO.
  const codigoInvitacion = new URLSearchParams(useLocation().search).get('ref') ?? '';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checkedEmail = useRef<{ email: string; registrado: boolean } | null>(null);
  /** The error summary: every failed attempt moves the focus there, as the checkout does. */
  const summary = useRef<HTMLParagraphElement>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) summary.current?.focus();
  }, [failures]);

  const fail = (message: string, fields: Record<string, string>) => {
    setErrors(fields);
    setFormError(message);
    setFailures((n) => n + 1);
  };

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
      fail(REVISE, fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      if (await checkEmail(parsed.data.email)) {
        fail(REVISE, { email: YA_REGISTRADO });
        return;
      }
      setErrors({});
      const response = await api.usuario.registrar(parsed.data);
      setDone(response.mensaje || 'Registro exitoso. Revise su correo para verificar su cuenta');
    } catch (error) {
      if (isApiError(error)) fail(error.mensaje, error.campos);
      else fail('No pudimos completar el registro. Intente nuevamente', {});
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
        <p className="mv-notice-success" role="status">
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
          <p ref={summary} tabIndex={-1} className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        <Field id="reg-nombre" label="Nombre y apellido" error={errors.nombre}>
          {(control) => (
            <input {...control} name="nombre" className="mv-input" autoComplete="name" required />
          )}
        </Field>
        <Field id="reg-email" label="Correo electrónico" error={errors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              className="mv-input"
              autoComplete="email"
              inputMode="email"
              required
              onBlur={(event) => void onEmailBlur(event.target.value)}
            />
          )}
        </Field>
        <Field id="reg-password" label="Contraseña" error={errors.password} hint="Mínimo 8 caracteres.">
          {(control) => <InputClave {...control} name="password" autoComplete="new-password" required />}
        </Field>
        <fieldset className={styles.documento}>
          <legend>Documento de identidad</legend>
          <div className={styles.row}>
            <Field id="reg-tipo" label="Tipo de documento" hideLabel error={errors.tipoDocumento}>
              {(control) => (
                <select {...control} name="tipoDocumento" className="mv-input" defaultValue="V">
                  <option value="V">V</option>
                  <option value="E">E</option>
                  <option value="J">J</option>
                  <option value="G">G</option>
                </select>
              )}
            </Field>
            <Field id="reg-documento" label="Número de documento" hideLabel error={errors.documento}>
              {(control) => (
                <input
                  {...control}
                  name="documento"
                  className="mv-input"
                  inputMode="numeric"
                  placeholder="12345678"
                  required
                />
              )}
            </Field>
          </div>
        </fieldset>
        <Field id="reg-telefono" label="Teléfono" error={errors.telefono} hint="Ejemplo: 0414-1234567">
          {(control) => (
            <input
              {...control}
              name="telefono"
              type="tel"
              className="mv-input"
              autoComplete="tel"
              inputMode="tel"
              required
            />
          )}
        </Field>
        <Field
          id="reg-referido"
          label="Código de referido (opcional)"
          error={errors.referido}
          hint="Si un amigo le invitó, su código les da saldo a ambos con su primer pedido entregado"
        >
          {(control) => (
            <input
              {...control}
              name="referido"
              className="mv-input"
              autoComplete="off"
              autoCapitalize="characters"
              defaultValue={codigoInvitacion}
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
