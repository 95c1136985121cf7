import { CambioCorreoRequestSchema } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { Field, fieldErrors, InputClave, Link, usePerfil } from '@mercado/shared/react';
import { type FormEvent, useRef, useState } from 'react';
import { cuerpoDeError, mensajeDeError } from '../api.ts';
import * as styles from '../app.module.css';
import { PieDeFormulario } from '../PieDeFormulario.tsx';
import { api } from './api.ts';

type Campo = 'email' | 'password';
type Errores = Partial<Record<Campo, string>>;

/**
 * /mi-cuenta/correo: PUT /usuario/perfil/correo {email, password}. The address changes only when the
 * link sent to it is followed (/mi-cuenta/correo/verificar); until then the page says where it went.
 */
export function CorreoPage() {
  const perfil = usePerfil();
  const [valores, setValores] = useState<Record<Campo, string>>({ email: '', password: '' });
  const [errores, setErrores] = useState<Errores>({});
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [enviado, setEnviado] = useState<string | null>(null);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const mostrarErrores = (e: Errores) => {
    setErrores(e);
    const primero = (['email', 'password'] as const).find((c) => e[c]);
    if (primero) refs[primero].current?.focus();
  };

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    setErrorGeneral(null);
    const parsed = CambioCorreoRequestSchema.safeParse(valores);
    if (!parsed.success) {
      const { email, password } = fieldErrors(parsed.error);
      return mostrarErrores({ ...(email && { email }), ...(password && { password }) });
    }
    setErrores({});
    setEnviando(true);
    try {
      setEnviado((await api.usuario.cambiarCorreo(parsed.data)).mensaje);
    } catch (fallo) {
      const { campos } = cuerpoDeError(fallo);
      if (campos.email || campos.password)
        mostrarErrores({
          ...(campos.email && { email: campos.email }),
          ...(campos.password && { password: campos.password }),
        });
      else setErrorGeneral(mensajeDeError(fallo, 'No pudimos pedir el cambio de correo. Intente de nuevo.'));
    } finally {
      setEnviando(false);
    }
  };

  if (enviado)
    return (
      <section className={styles.pagina} aria-labelledby="mf-account-correo">
        <div className={`mv-card ${styles.tarjeta}`}>
          <h1 id="mf-account-correo" className={styles.titulo}>
            Revise su nuevo correo
          </h1>
          <p role="status" className="mv-notice-success">
            {enviado}
          </p>
          <p className={styles.ayuda}>
            Mientras no abra el enlace (válido por 24 horas) seguirá usando{' '}
            {perfil?.email ?? 'su correo actual'} para iniciar sesión.
          </p>
          <div className={styles.acciones}>
            <Link className="mv-button" to={links.miCuenta()}>
              Volver a Mi cuenta
            </Link>
          </div>
        </div>
      </section>
    );

  return (
    <section className={styles.pagina} aria-labelledby="mf-account-correo">
      <form className={`mv-card ${styles.formulario}`} onSubmit={enviar} noValidate aria-busy={enviando}>
        <h1 id="mf-account-correo" className={styles.titulo}>
          Cambiar correo electrónico
        </h1>
        {perfil && (
          <p>
            Correo actual: <strong className={styles.largo}>{perfil.email}</strong>
          </p>
        )}
        <p className={styles.ayuda}>
          Le enviaremos un enlace al nuevo correo; el cambio se hará cuando lo abra, y avisaremos al correo
          actual.
        </p>
        <Field id="mf-account-correo-email" label="Nuevo correo electrónico" error={errores.email}>
          {(control) => (
            <input
              {...control}
              ref={refs.email}
              className="mv-input"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={valores.email}
              maxLength={180}
              onChange={(event) => setValores((v) => ({ ...v, email: event.target.value }))}
            />
          )}
        </Field>
        <Field id="mf-account-correo-password" label="Contraseña actual" error={errores.password}>
          {(control) => (
            <InputClave
              {...control}
              ref={refs.password}
              autoComplete="current-password"
              value={valores.password}
              maxLength={72}
              onChange={(event) => setValores((v) => ({ ...v, password: event.target.value }))}
            />
          )}
        </Field>
        <PieDeFormulario
          error={errorGeneral}
          enviando={enviando}
          texto="Enviar enlace"
          textoEnviando="Enviando…"
        />
      </form>
    </section>
  );
}
