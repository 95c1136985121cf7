import { LoginRequestSchema, Mensajes } from '@mercado/shared/contracts';
import type { Registry } from '@mercado/shared/federation';
import { isApiError } from '@mercado/shared/http';
import { links, readQuery } from '@mercado/shared/links';
import { Field, fieldErrors, InputClave, Link } from '@mercado/shared/react';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { navigateTo } from '../app/services.ts';
import { registryAtom } from '../app/state.ts';
import { loginHandOff } from '../registry/registry.ts';
import { login } from '../session/session.ts';
import { readDefaultZone } from '../website/website.ts';
import * as styles from './Pages.module.css';

/** Only same-site paths are followed after login (no open redirect). */
export function safeReturnUrl(raw: string | null): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw.startsWith('/auth/')) return null;
  return raw;
}

/**
 * Where to go after signing in: where a remote's hand-off through login comes back to (spec §5: the
 * visitor paying comes back to the checkout, declared by its route's `trasLogin`), else the returnUrl,
 * else the default zone.
 */
export function afterLoginTarget(registry: Registry, search: string, defaultZone: string | null): string {
  const returnUrl = safeReturnUrl(readQuery(search, 'returnUrl'));
  const handOff = loginHandOff(registry, search, returnUrl, defaultZone);
  if (handOff) return handOff;
  if (returnUrl) return returnUrl;
  return defaultZone ? links.zona(defaultZone) : links.inicio();
}

/**
 * The login errors shown inline (the login call is anonymous: nothing handled centrally): 401 wrong
 * credentials; 403 blocked/inactive or unverified (the API's text); 429 too many attempts; 400 the
 * API's text (fields go under their inputs); 408 no answer.
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    switch (error.statusCode) {
      case 401:
        return Mensajes.CREDENCIALES;
      case 403:
      case 429:
      case 400:
      case 408:
        return error.mensaje;
    }
  }
  return 'No pudimos iniciar sesión. Intente nuevamente';
}

export function LoginPage() {
  const location = useLocation();
  const registry = useAtomValue(registryAtom);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = LoginRequestSchema.safeParse({ email: data.get('email'), password: data.get('password') });
    setFormError(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await login(parsed.data.email, parsed.data.password);
      navigateTo(afterLoginTarget(registry, location.search, readDefaultZone()?.slug ?? null), {
        replace: true,
      });
    } catch (error) {
      setFormError(loginErrorMessage(error));
      if (isApiError(error)) setErrors(error.campos);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        Iniciar sesión
      </h1>
      <p className={styles.lead}>Ingrese con su correo y contraseña para comprar en Mercado.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        <Field id="login-email" label="Correo electrónico" error={errors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              className="mv-input"
              autoComplete="email"
              inputMode="email"
              required
            />
          )}
        </Field>
        <Field id="login-password" label="Contraseña" error={errors.password}>
          {(control) => <InputClave {...control} name="password" autoComplete="current-password" required />}
        </Field>
        <button type="submit" className={`mv-button ${styles.submit}`} disabled={busy}>
          {busy ? 'Ingresando…' : 'Ingresar'}
        </button>
      </form>
      <div className={styles.links}>
        <Link to={links.recuperarClave()}>¿Olvidó su contraseña?</Link>
        <Link to={links.registro(safeReturnUrl(readQuery(location.search, 'returnUrl')) ?? undefined)}>
          Regístrate
        </Link>
      </div>
    </section>
  );
}
