import { UsarCodigoBodySchema } from '@mercado/shared/contracts';
import { Field, fieldErrors } from '@mercado/shared/react';
import { useSetAtom } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import { cuerpoDeError, mensajeDeError } from '../api.ts';
import { api, historial, saldo } from './api.ts';
import { usd } from './formato.ts';
import * as styles from './tarjeta-saldo.module.css';

/** Redeems a gift code (any case): its amount goes to the balance; a wrong code says why beside the field. */
export function CanjearCodigo() {
  const recargarSaldo = useSetAtom(saldo.datos);
  const recargarHistorial = useSetAtom(historial.datos);
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [abonado, setAbonado] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const campo = useRef<HTMLInputElement>(null);

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    setAbonado(null);
    const parsed = UsarCodigoBodySchema.safeParse({ codigo });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).codigo ?? null);
      campo.current?.focus();
      return;
    }
    setError(null);
    setEnviando(true);
    try {
      const r = await api.tarjeta.usarCodigo(parsed.data);
      setAbonado(`Se abonaron ${usd(r.monto)} a su saldo.`);
      setCodigo('');
      recargarSaldo();
      recargarHistorial();
    } catch (fallo) {
      setError(
        cuerpoDeError(fallo).campos.codigo ??
          mensajeDeError(fallo, 'No pudimos canjear el código. Intente de nuevo.'),
      );
      campo.current?.focus();
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form
      className={`mv-card ${styles.bloque}`}
      onSubmit={enviar}
      noValidate
      aria-labelledby="mf-account-canjear"
    >
      <h2 id="mf-account-canjear" className={styles.subtitulo}>
        Canjear tarjeta de regalo
      </h2>
      <div className={styles.fila}>
        <Field id="mf-account-codigo" label="Código de la tarjeta" error={error}>
          {(control) => (
            <input
              {...control}
              ref={campo}
              className="mv-input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="mv-button" disabled={enviando}>
          {enviando ? 'Canjeando…' : 'Canjear'}
        </button>
      </div>
      <div role="status">{abonado && <p className={styles.exito}>{abonado}</p>}</div>
    </form>
  );
}
