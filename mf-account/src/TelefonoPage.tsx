import { CambioTelefonoRequestSchema, TELEFONO_ESCRITO_MAX } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Field, Link, usePerfil } from '@mercado/shared/react';
import { type FormEvent, useRef, useState } from 'react';
import { api, cuerpoDeError, mensajeDeError } from './api.ts';
import * as styles from './app.module.css';
import { cargarPerfil } from './CuentaPage.tsx';
import { tiendaPredeterminada } from './zona.ts';

/**
 * /mi-cuenta/telefono: where the phone guard sends signed-in users without a phone.
 * PUT /usuario/perfil/telefono with the number as typed ("0424 765 4321", "+58 424 7654321": the
 * contract keeps it as 0424-7654321), then the platform's profile is refreshed (so the guard lets the
 * user through) and the page says it was saved, showing the number kept.
 */
export function TelefonoPage() {
  const perfil = usePerfil();
  // The profile's phone until the user types: a profile that arrives after the first render fills it.
  const [escrito, setEscrito] = useState<string | null>(null);
  const telefono = escrito ?? perfil?.telefono ?? '';
  const [error, setError] = useState<string | null>(null);
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [guardado, setGuardado] = useState<string | null>(null);
  // Saved by a user who had no phone (the guard's case): the page then offers to go on shopping.
  const [seguirComprando, setSeguirComprando] = useState(false);
  const avisoRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sinTelefono = perfil !== null && !perfil.telefono;

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    setErrorGeneral(null);
    setGuardado(null);
    const parsed = CambioTelefonoRequestSchema.safeParse({ telefono });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Ingrese un teléfono válido, por ejemplo 0414-1234567');
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setEnviando(true);
    try {
      const actualizado = await api.usuario.cambiarTelefono(parsed.data);
      platform.perfil.set(actualizado);
      // The API answers the profile; read it again anyway so every part of the page agrees.
      await cargarPerfil().catch(() => undefined);
      setEscrito(actualizado.telefono);
      setSeguirComprando(sinTelefono);
      setGuardado(`Teléfono actualizado: ${actualizado.telefono}`);
      avisoRef.current?.focus();
    } catch (fallo) {
      const campo = cuerpoDeError(fallo).campos.telefono;
      if (campo) {
        setError(campo);
        inputRef.current?.focus();
      } else {
        setErrorGeneral(mensajeDeError(fallo, 'No pudimos guardar su teléfono. Intente de nuevo.'));
      }
    } finally {
      setEnviando(false);
    }
  };

  return (
    <section className={styles.pagina} aria-labelledby="mf-account-telefono">
      <form className={`mv-card ${styles.formulario}`} onSubmit={enviar} noValidate>
        <h1 id="mf-account-telefono" className={styles.titulo}>
          {sinTelefono ? 'Registre su teléfono' : 'Cambiar teléfono'}
        </h1>
        {sinTelefono && (
          <p>Para continuar comprando necesitamos un número de teléfono para coordinar sus entregas.</p>
        )}
        <Field
          id="mf-account-telefono-input"
          label="Teléfono"
          hint="Por ejemplo 0414-1234567, 0414 123 4567 o +58 414 1234567"
          error={error}
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              className="mv-input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="0414-1234567"
              value={telefono}
              maxLength={TELEFONO_ESCRITO_MAX}
              onChange={(event) => {
                setEscrito(event.target.value);
                setGuardado(null);
              }}
            />
          )}
        </Field>
        {/* Always there, so the confirmation is announced; hidden while empty. */}
        <p
          ref={avisoRef}
          tabIndex={-1}
          role="status"
          className={guardado ? 'mv-notice-success' : 'mv-visually-hidden'}
        >
          {guardado}
        </p>
        {errorGeneral && (
          <p role="alert" className={styles.error}>
            {errorGeneral}
          </p>
        )}
        <div className={styles.acciones}>
          <button type="submit" className="mv-button" disabled={enviando}>
            {enviando ? 'Guardando…' : 'Guardar teléfono'}
          </button>
          {seguirComprando && guardado ? (
            <Link className="mv-button mv-button--secondary" to={tiendaPredeterminada()}>
              Seguir comprando
            </Link>
          ) : (
            !sinTelefono && (
              <Link className="mv-button mv-button--secondary" to={links.miCuenta()}>
                {guardado ? 'Volver a Mi cuenta' : 'Cancelar'}
              </Link>
            )
          )}
        </div>
      </form>
    </section>
  );
}
