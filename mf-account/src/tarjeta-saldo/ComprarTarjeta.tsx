import {
  ComprarBodySchema,
  type FormComprar,
  MensajesTarjeta,
  type MetodoPago,
} from '@mercado/shared/contracts';
import { Field, fieldErrors } from '@mercado/shared/react';
import { convertCents, fromCents, parseMoneyInput } from '@mercado/shared/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { cuerpoDeError, mensajeDeError } from '../api.ts';
import { api, formComprar, solicitudes } from './api.ts';
import { bs, usd } from './formato.ts';
import * as styles from './tarjeta-saldo.module.css';

/** Buying a balance card: its form once its data (methods, banks, rate) is read. */
export function ComprarTarjeta() {
  const carga = useAtomValue(formComprar.carga);
  const recargar = useSetAtom(formComprar.datos);
  return (
    <section className={`mv-card ${styles.bloque}`} aria-labelledby="mf-account-comprar">
      <h2 id="mf-account-comprar" className={styles.subtitulo}>
        Comprar tarjeta de saldo
      </h2>
      {carga.estado === 'cargando' && <p role="status">Cargando…</p>}
      {carga.estado === 'error' && (
        <div role="alert" className={styles.bloque}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar el formulario. Intente de nuevo.')}</p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && <Formulario datos={carga.datos} />}
    </section>
  );
}

/** What to pay, in the method's currency: bolívares at today's rate for Pago Móvil and transfers. */
function aPagar(metodo: MetodoPago | undefined, cents: number, tasa: string): string {
  return metodo?.moneda === 'VES' ? bs(fromCents(convertCents(cents, tasa))) : usd(fromCents(cents));
}

/**
 * An amount (a suggested one or typed), for myself or a gift to an email, and the reference of a
 * Pago Móvil, transfer or Zelle made to the accounts shown. The request waits for staff to verify it.
 */
function Formulario({ datos }: { datos: FormComprar }) {
  const recargarSolicitudes = useSetAtom(solicitudes.datos);
  const id = useId();
  const [monto, setMonto] = useState('');
  const [destino, setDestino] = useState<'propio' | 'regalo'>('propio');
  const [email, setEmail] = useState('');
  const [metodo, setMetodo] = useState(datos.metodosPago[0]?.codigo ?? 'pago_movil');
  const [referencia, setReferencia] = useState('');
  const [banco, setBanco] = useState('');
  const [telefono, setTelefono] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [enviada, setEnviada] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const elegido = datos.metodosPago.find((m) => m.codigo === metodo);
  const cents = parseMoneyInput(monto);

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    setGeneral(null);
    setEnviada(false);
    const parsed = ComprarBodySchema.safeParse({
      monto: cents === null ? monto : fromCents(cents),
      destino,
      ...(destino === 'regalo' ? { emailDestino: email } : {}),
      metodo,
      referencia,
      ...(elegido?.requiereBanco ? { banco } : {}),
      ...(elegido?.requiereTelefono ? { telefono } : {}),
    });
    const antes: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    if (destino === 'regalo' && !email.trim()) antes.emailDestino = MensajesTarjeta.EMAIL_REQUERIDO;
    if (!parsed.success || Object.keys(antes).length > 0) {
      setErrores(antes);
      return;
    }
    setErrores({});
    setEnviando(true);
    try {
      await api.tarjeta.procesarComprar(parsed.data);
      setEnviada(true);
      setMonto('');
      setReferencia('');
      setEmail('');
      recargarSolicitudes();
    } catch (fallo) {
      const campos = cuerpoDeError(fallo).campos;
      if (Object.keys(campos).length > 0) setErrores(campos);
      else setGeneral(mensajeDeError(fallo, 'No pudimos enviar su solicitud. Intente de nuevo.'));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form className={styles.bloque} onSubmit={enviar} noValidate>
      <fieldset className={styles.opciones}>
        <legend>Monto</legend>
        {datos.montosSugeridos.map((m) => (
          <button
            key={m}
            type="button"
            className="mv-button mv-button--secondary"
            onClick={() => setMonto(m.replace('.', ','))}
          >
            {usd(m)}
          </button>
        ))}
      </fieldset>
      <Field
        id={`${id}-monto`}
        label="Monto en dólares"
        hint={`De ${usd(datos.montoMinimo)} a ${usd(datos.montoMaximo)}`}
        error={errores.monto ?? null}
      >
        {(control) => (
          <input
            {...control}
            className="mv-input"
            inputMode="decimal"
            autoComplete="off"
            value={monto}
            onChange={(e) => setMonto(e.target.value)}
          />
        )}
      </Field>
      <fieldset className={styles.opciones}>
        <legend>¿Para quién es?</legend>
        <label className={styles.opcion}>
          <input
            type="radio"
            name={`${id}-destino`}
            checked={destino === 'propio'}
            onChange={() => setDestino('propio')}
          />
          Para mí
        </label>
        <label className={styles.opcion}>
          <input
            type="radio"
            name={`${id}-destino`}
            checked={destino === 'regalo'}
            onChange={() => setDestino('regalo')}
          />
          Para regalar
        </label>
      </fieldset>
      {destino === 'regalo' && (
        <Field
          id={`${id}-email`}
          label="Correo de quien recibe el regalo"
          hint="Le enviaremos el código cuando verifiquemos su pago."
          error={errores.emailDestino ?? null}
        >
          {(control) => (
            <input
              {...control}
              className="mv-input"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
      )}
      <fieldset className={styles.opciones}>
        <legend>¿Cómo pagó?</legend>
        {datos.metodosPago.map((m) => (
          <label key={m.codigo} className={styles.opcion}>
            <input
              type="radio"
              name={`${id}-metodo`}
              checked={metodo === m.codigo}
              onChange={() => setMetodo(m.codigo)}
            />
            {m.nombre}
          </label>
        ))}
      </fieldset>
      {errores.metodo && <p className={styles.error}>{errores.metodo}</p>}
      {elegido && (
        <div className={styles.destino}>
          <p>
            {cents !== null && cents > 0 ? `Pague ${aPagar(elegido, cents, datos.tasa)}` : 'Pague'} por{' '}
            {elegido.nombre} a:
          </p>
          <dl>
            {elegido.datosDestino.map((d) => (
              <div key={d.etiqueta}>
                <dt>{d.etiqueta}</dt>
                <dd>{d.valor}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {elegido?.requiereBanco && (
        <Field id={`${id}-banco`} label="Banco desde el que pagó" error={errores.banco ?? null}>
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={banco}
              onChange={(e) => setBanco(e.target.value)}
            >
              <option value="">Seleccione</option>
              {datos.bancos.map((b) => (
                <option key={b.codigo} value={b.codigo}>
                  {b.nombre}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {elegido?.requiereTelefono && (
        <Field id={`${id}-telefono`} label="Teléfono desde el que pagó" error={errores.telefono ?? null}>
          {(control) => (
            <input
              {...control}
              className="mv-input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0414-1234567"
              value={telefono}
              onChange={(e) => setTelefono(e.target.value)}
            />
          )}
        </Field>
      )}
      <Field id={`${id}-referencia`} label="Referencia del pago" error={errores.referencia ?? null}>
        {(control) => (
          <input
            {...control}
            className="mv-input"
            autoComplete="off"
            maxLength={40}
            value={referencia}
            onChange={(e) => setReferencia(e.target.value)}
          />
        )}
      </Field>
      {general && (
        <p role="alert" className={styles.error}>
          {general}
        </p>
      )}
      <div role="status">
        {enviada && <p className={styles.exito}>{MensajesTarjeta.SOLICITUD_ENVIADA}</p>}
      </div>
      <div>
        <button type="submit" className="mv-button" disabled={enviando}>
          {enviando ? 'Enviando…' : 'Enviar solicitud'}
        </button>
      </div>
    </form>
  );
}
