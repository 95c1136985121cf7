import { CambioClaveRequestSchema } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Field, fieldErrors, InputClave } from '@mercado/shared/react';
import { type FormEvent, useRef, useState } from 'react';
import { api, cuerpoDeError, mensajeDeError } from './api.ts';
import * as styles from './app.module.css';
import { PieDeFormulario } from './PieDeFormulario.tsx';

type Campo = 'actual' | 'nueva' | 'confirmacion';
type Errores = Partial<Record<Campo, string>>;

/** Client-side checks: the contract's rules plus the confirmation, every message in Spanish. */
export function validarClave(valores: Record<Campo, string>): Errores {
  const errores: Errores = {};
  const parsed = CambioClaveRequestSchema.safeParse({ actual: valores.actual, nueva: valores.nueva });
  if (!parsed.success) {
    const { actual, nueva } = fieldErrors(parsed.error);
    if (actual) errores.actual = actual;
    if (nueva) errores.nueva = nueva;
  }
  if (!errores.nueva && valores.nueva === valores.actual && valores.actual) {
    errores.nueva = 'La nueva contraseña debe ser distinta de la actual';
  }
  if (!valores.confirmacion) errores.confirmacion = 'Repita la nueva contraseña';
  else if (valores.confirmacion !== valores.nueva) errores.confirmacion = 'Las contraseñas no coinciden';
  return errores;
}

const ETIQUETAS: Record<Campo, { texto: string; autocomplete: string }> = {
  actual: { texto: 'Contraseña actual', autocomplete: 'current-password' },
  nueva: { texto: 'Nueva contraseña', autocomplete: 'new-password' },
  confirmacion: { texto: 'Repita la nueva contraseña', autocomplete: 'new-password' },
};
const CAMPOS: Campo[] = ['actual', 'nueva', 'confirmacion'];

/**
 * /mi-cuenta/clave: PUT /usuario/perfil/clave {actual, nueva}. The API then revokes every session,
 * so the user is told and signed out, coming back here after signing in again.
 */
export function ClavePage() {
  const [valores, setValores] = useState<Record<Campo, string>>({ actual: '', nueva: '', confirmacion: '' });
  const [errores, setErrores] = useState<Errores>({});
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const refs = {
    actual: useRef<HTMLInputElement>(null),
    nueva: useRef<HTMLInputElement>(null),
    confirmacion: useRef<HTMLInputElement>(null),
  };

  const enfocarPrimerError = (e: Errores) => {
    const primero = CAMPOS.find((campo) => e[campo]);
    if (primero) refs[primero].current?.focus();
  };

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    setErrorGeneral(null);
    const encontrados = validarClave(valores);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) {
      enfocarPrimerError(encontrados);
      return;
    }
    setEnviando(true);
    try {
      await api.usuario.cambiarClave({ actual: valores.actual, nueva: valores.nueva });
      await platform.services.alert({
        titulo: 'Contraseña actualizada',
        mensaje:
          'Su contraseña fue cambiada. Por seguridad cerramos todas sus sesiones: inicie sesión de nuevo con su nueva contraseña.',
      });
      await platform.services.logout({ returnUrl: links.miCuenta() });
    } catch (fallo) {
      const { campos } = cuerpoDeError(fallo);
      const delServidor: Errores = {};
      if (campos.actual) delServidor.actual = campos.actual;
      if (campos.nueva) delServidor.nueva = campos.nueva;
      if (Object.keys(delServidor).length > 0) {
        setErrores(delServidor);
        enfocarPrimerError(delServidor);
      } else {
        setErrorGeneral(mensajeDeError(fallo, 'No pudimos cambiar su contraseña. Intente de nuevo.'));
      }
      setEnviando(false);
    }
  };

  return (
    <section className={styles.pagina} aria-labelledby="mf-account-clave">
      <form className={`mv-card ${styles.formulario}`} onSubmit={enviar} noValidate>
        <h1 id="mf-account-clave" className={styles.titulo}>
          Cambiar contraseña
        </h1>
        <p className={styles.ayuda}>
          Al cambiarla se cerrarán todas sus sesiones abiertas, también en otros dispositivos.
        </p>
        {CAMPOS.map((campo) => (
          <Field
            key={campo}
            id={`mf-account-clave-${campo}`}
            label={ETIQUETAS[campo].texto}
            hint={campo === 'nueva' ? 'Mínimo 8 caracteres.' : undefined}
            error={errores[campo]}
          >
            {(control) => (
              <InputClave
                {...control}
                ref={refs[campo]}
                autoComplete={ETIQUETAS[campo].autocomplete}
                value={valores[campo]}
                maxLength={72}
                onChange={(event) => setValores((prev) => ({ ...prev, [campo]: event.target.value }))}
              />
            )}
          </Field>
        ))}
        <PieDeFormulario
          error={errorGeneral}
          enviando={enviando}
          texto="Cambiar contraseña"
          textoEnviando="Guardando…"
        />
      </form>
    </section>
  );
}
