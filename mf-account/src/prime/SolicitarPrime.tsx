import {
  type PagoPrime,
  type PlanClave,
  PrimePedirBodySchema,
  type PrimeResumen,
} from '@mercado/shared/contracts';
import { Field, fieldErrors } from '@mercado/shared/react';
import { toCents } from '@mercado/shared/rules';
import { useSetAtom } from 'jotai';
import { type FormEvent, useId, useRef, useState } from 'react';
import { cuerpoDeError, mensajeDeError } from '../api.ts';
import { api } from './api.ts';
import { resumenPrime } from './estado.ts';
import { Precio } from './Precio.tsx';
import * as styles from './prime.module.css';

/**
 * The prime request: a plan, and how it is paid — the balance (when it covers the plan; debited when
 * staff approve) or a reference of a Pago Móvil, transfer or Zelle made to the accounts shown.
 */
export function SolicitarPrime({ datos }: { datos: PrimeResumen }) {
  const recargar = useSetAtom(resumenPrime.datos);
  const [plan, setPlan] = useState<PlanClave>(datos.planes.at(-1)?.clave ?? 'anual');
  const precio = toCents(datos.planes.find((p) => p.clave === plan)?.precio ?? '0.00');
  const alcanza = toCents(datos.saldo) >= precio;
  const [pago, setPago] = useState<PagoPrime>(alcanza ? 'saldo' : 'pago_movil');
  const [referencia, setReferencia] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const referenciaRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const metodo = datos.metodos.find((m) => m.codigo === pago);

  const elegirPlan = (clave: PlanClave) => {
    setPlan(clave);
    const costo = toCents(datos.planes.find((p) => p.clave === clave)?.precio ?? '0.00');
    if (pago === 'saldo' && toCents(datos.saldo) < costo) setPago(datos.metodos[0]?.codigo ?? 'pago_movil');
  };

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    setGeneral(null);
    const cuerpo = { plan, metodoPago: pago, ...(pago === 'saldo' ? {} : { referencia }) };
    const parsed = PrimePedirBodySchema.safeParse(cuerpo);
    if (!parsed.success) {
      setErrores(fieldErrors(parsed.error));
      referenciaRef.current?.focus();
      return;
    }
    setErrores({});
    setEnviando(true);
    try {
      await api.solicitudCliente.pedirPrime(parsed.data);
      recargar();
    } catch (fallo) {
      const campos = cuerpoDeError(fallo).campos;
      if (Object.keys(campos).length > 0) setErrores(campos);
      else setGeneral(mensajeDeError(fallo, 'No pudimos enviar su solicitud. Intente de nuevo.'));
      setEnviando(false);
    }
  };

  return (
    <form
      className={`mv-card ${styles.bloque}`}
      onSubmit={enviar}
      noValidate
      aria-labelledby={`${id}-titulo`}
    >
      <h2 id={`${id}-titulo`} className={styles.subtitulo}>
        Solicitar PRIME
      </h2>
      <fieldset className={styles.opciones}>
        <legend>Plan</legend>
        {datos.planes.map((p) => (
          <label key={p.clave} className={styles.opcion}>
            <input type="radio" name="plan" checked={plan === p.clave} onChange={() => elegirPlan(p.clave)} />
            {p.nombre} · <Precio cents={toCents(p.precio)} />
          </label>
        ))}
      </fieldset>
      <fieldset
        className={styles.opciones}
        aria-describedby={errores.metodoPago ? `${id}-pago-error` : undefined}
      >
        <legend>Forma de pago</legend>
        <label className={styles.opcion}>
          <input
            type="radio"
            name="pago"
            checked={pago === 'saldo'}
            disabled={!alcanza}
            onChange={() => setPago('saldo')}
          />
          Mi saldo (disponible <Precio cents={toCents(datos.saldo)} />)
        </label>
        {datos.metodos.map((m) => (
          <label key={m.codigo} className={styles.opcion}>
            <input type="radio" name="pago" checked={pago === m.codigo} onChange={() => setPago(m.codigo)} />
            {m.nombre}
          </label>
        ))}
        {!alcanza && <p className={styles.nota}>Su saldo no alcanza para este plan.</p>}
        {errores.metodoPago && (
          <p id={`${id}-pago-error`} className={styles.error}>
            {errores.metodoPago}
          </p>
        )}
      </fieldset>
      {pago !== 'saldo' && metodo && (
        <>
          <div className={styles.destino}>
            <p>
              Pague <Precio cents={precio} /> por {metodo.nombre} a:
            </p>
            <dl>
              {metodo.datosDestino.map((d) => (
                <div key={d.etiqueta}>
                  <dt>{d.etiqueta}</dt>
                  <dd>{d.valor}</dd>
                </div>
              ))}
            </dl>
          </div>
          <Field id={`${id}-referencia`} label="Referencia del pago" error={errores.referencia ?? null}>
            {(control) => (
              <input
                {...control}
                ref={referenciaRef}
                className="mv-input"
                inputMode="numeric"
                autoComplete="off"
                maxLength={40}
                value={referencia}
                onChange={(e) => setReferencia(e.target.value)}
              />
            )}
          </Field>
        </>
      )}
      {general && (
        <p role="alert" className={styles.error}>
          {general}
        </p>
      )}
      <div>
        <button type="submit" className="mv-button" disabled={enviando}>
          {enviando ? 'Enviando…' : 'Enviar solicitud'}
        </button>
      </div>
    </form>
  );
}
