/**
 * After placing an order to pay later (issue 36): where to pay (the store's bank, phone, RIF… from
 * the method's data) and the exact amount, each with "Copiar", then "Ya pagué" to send the payment's
 * reference, checked with the same schema as the API (`ReferenciaPagoSchema`), for staff to verify.
 */
import { type OrdenDetalle, ReferenciaPagoSchema } from '@mercado/shared/contracts';
import { cuerpoDeError, esSesionVencida, mensajeDelFallo } from '@mercado/shared/http/errores';
import { Field } from '@mercado/shared/react';
import { formatMoney, fromCents, toCents } from '@mercado/shared/rules';
import { useEffect, useRef, useState } from 'react';
import { enviarReferencia } from './api.ts';
import * as styles from './pago.module.css';
import * as propios from './pendiente.module.css';

/** Methods paid in bolívares at the order's rate; the others (Zelle) in dollars. */
const EN_BOLIVARES = new Set(['pago_movil', 'transferencia']);

/** What a bank app takes: a phone or an account as digits only, the rest as shown. */
function paraCopiar(etiqueta: string, valor: string): string {
  return /tel[eé]fono|cuenta/i.test(etiqueta) ? valor.replace(/\D/g, '') : valor;
}

/** Copies with the Clipboard API, or the older command where it is missing (an http page, an old browser). */
async function copiar(texto: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(texto);
      return true;
    }
  } catch {
    // Refused (no permission): the older way below.
  }
  const area = document.createElement('textarea');
  area.value = texto;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let hecho = false;
  try {
    hecho = document.execCommand('copy');
  } catch {
    hecho = false;
  }
  area.remove();
  return hecho;
}

type Dato = { etiqueta: string; valor: string; copia: string };

function DatoCopiable({ dato, anunciar }: { dato: Dato; anunciar: (texto: string) => void }) {
  const [estado, setEstado] = useState<'listo' | 'copiado' | 'manual'>('listo');
  const valorRef = useRef<HTMLElement>(null);
  const alCopiar = async () => {
    if (await copiar(dato.copia)) {
      setEstado('copiado');
      anunciar(`${dato.etiqueta} copiado`);
      return;
    }
    // Nothing could copy: the value is selected for the phone's own copy.
    const sel = window.getSelection();
    if (valorRef.current && sel) sel.selectAllChildren(valorRef.current);
    setEstado('manual');
    anunciar(`No se pudo copiar. ${dato.etiqueta} quedó seleccionado: cópielo desde su teléfono`);
  };
  return (
    <div className={propios.dato}>
      <dt>{dato.etiqueta}</dt>
      <dd>
        <span ref={valorRef} className={propios.valor}>
          {dato.valor}
        </span>
        <button
          type="button"
          className={`mv-button mv-button--secondary ${propios.copiar}`}
          onClick={alCopiar}
        >
          {estado === 'copiado' ? 'Copiado' : 'Copiar'}
          <span className="mv-visually-hidden"> {dato.etiqueta}</span>
        </button>
        {estado === 'manual' && (
          <small className={styles.nota}>Selecciónelo y cópielo desde su teléfono</small>
        )}
      </dd>
    </div>
  );
}

/** The "Ya pagué" form: the reference, checked here as the API checks it. */
function YaPague({ orden, alEnviar }: { orden: OrdenDetalle; alEnviar: (o: OrdenDetalle) => void }) {
  const [referencia, setReferencia] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [enviando, setEnviando] = useState(false);
  const enviar = async (e: React.FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    const r = ReferenciaPagoSchema.safeParse(referencia);
    if (!r.success) {
      setError(r.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setEnviando(true);
    try {
      alEnviar(await enviarReferencia(orden.id, r.data));
    } catch (fallo) {
      if (esSesionVencida(fallo)) return;
      setError(cuerpoDeError(fallo).campos.referencia ?? mensajeDelFallo(fallo));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <form className={propios.yaPague} onSubmit={enviar} noValidate aria-labelledby="ya-pague">
      <h2 id="ya-pague" className={propios.subtitulo}>
        Ya pagué
      </h2>
      <Field
        id="pago-referencia"
        label="Referencia del pago"
        hint="De 4 a 12 dígitos: los últimos del comprobante de su banco"
        error={error}
      >
        {(control) => (
          <input
            className="mv-input"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={12}
            {...control}
            value={referencia}
            onChange={(e) => setReferencia(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="mv-button" disabled={enviando} aria-disabled={enviando || undefined}>
        {enviando ? 'Enviando…' : 'Enviar referencia'}
      </button>
    </form>
  );
}

/** Shown while the order waits for its payment (the API sends `datosDestino` only then). */
export function PagoPendiente({
  orden,
  alCambiar,
}: {
  orden: OrdenDetalle;
  alCambiar: (o: OrdenDetalle) => void;
}) {
  const [anuncio, setAnuncio] = useState('');
  const hechoRef = useRef<HTMLParagraphElement>(null);
  const enviada = useRef(false);
  // After "Ya pagué" the focus goes to what happened (the form it was on is gone).
  useEffect(() => {
    if (enviada.current && orden.pago.referencia) hechoRef.current?.focus();
    enviada.current = false;
  }, [orden.pago.referencia]);
  if (orden.pago.datosDestino.length === 0) return null;
  const t = orden.totales;
  const enBs = EN_BOLIVARES.has(orden.pago.metodo ?? '');
  const monto = enBs ? toCents(t.bs.montoMetodo) : toCents(t.montoMetodo);
  const datos: Dato[] = [
    ...orden.pago.datosDestino.map((d) => ({ ...d, copia: paraCopiar(d.etiqueta, d.valor) })),
    {
      etiqueta: enBs ? 'Monto en bolívares' : 'Monto en dólares',
      valor: formatMoney(monto, enBs ? { tipo: 'bolivar', simbolo: 'Bs.' } : { tipo: 'dolar', simbolo: '$' }),
      copia: fromCents(monto).replace('.', ','),
    },
  ];
  const anunciar = (texto: string) => {
    // The same text twice in a row is still read out.
    setAnuncio('');
    window.setTimeout(() => setAnuncio(texto), 50);
  };
  const alEnviar = (nueva: OrdenDetalle) => {
    enviada.current = true;
    alCambiar(nueva);
  };
  return (
    <section className={propios.pendiente} aria-labelledby="pague-aqui">
      <h2 id="pague-aqui" className={propios.subtitulo}>
        Pague con {orden.pago.metodoNombre}
      </h2>
      <p className={styles.nota}>Copie cada dato en la aplicación de su banco. Pague el monto exacto.</p>
      <dl className={propios.datos}>
        {datos.map((d) => (
          <DatoCopiable key={d.etiqueta} dato={d} anunciar={anunciar} />
        ))}
      </dl>
      <p className="mv-visually-hidden" role="status" aria-live="polite">
        {anuncio}
      </p>
      {orden.pago.referencia ? (
        <p ref={hechoRef} tabIndex={-1} className={styles.exito}>
          Recibimos su referencia {orden.pago.referencia}. Verificaremos su pago y le avisaremos.
        </p>
      ) : (
        <YaPague orden={orden} alEnviar={alEnviar} />
      )}
    </section>
  );
}
