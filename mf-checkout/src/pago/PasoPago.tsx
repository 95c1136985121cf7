/**
 * Step 2: payment. Everything here is rendered from the `formpago` data: which methods exist, what
 * each needs (bank, phone, reference and its pattern, cash amount), where to pay and its currency.
 * The wallet may pay the whole order or a part; another method pays the rest.
 */
import type { FormPago } from '@mercado/shared/contracts';
import { Field, FieldError, fieldErrorId } from '@mercado/shared/react';
import { efectivoMaximo, formatMoney, fromCents, toCents } from '@mercado/shared/rules';
import { idCampo } from './campos.ts';
import { CAMPOS, type CalculoPago, type FormularioPago, metodosParaResto, pagaDespues } from './logica.ts';
import * as styles from './pago.module.css';

type Cambiar = (cambio: (f: FormularioPago) => FormularioPago) => void;

const usd = (cents: number) => formatMoney(cents, { tipo: 'dolar', simbolo: '$' });
const bs = (cents: number) => formatMoney(cents, { tipo: 'bolivar', simbolo: 'Bs.' });
const aTexto = (cents: number) => fromCents(cents).replace('.', ',');

export function PasoPago({
  fp,
  form,
  cambiar,
  errores,
  calculo,
}: {
  fp: FormPago;
  form: FormularioPago;
  cambiar: Cambiar;
  errores: Record<string, string>;
  calculo: CalculoPago;
}) {
  const saldo = toCents(fp.saldo);
  const metodos = metodosParaResto(fp, form.tipoEnvio);
  const { totales: t, metodo } = calculo;
  const debido = t.total - t.igtf;
  const despues = pagaDespues(metodo, form);
  const cuando = despues ? 'pagará' : 'pagó';
  const set = (cambio: Partial<FormularioPago>) => cambiar((f) => ({ ...f, ...cambio }));

  return (
    <div className={styles.pasoCuerpo}>
      {saldo > 0 && (
        <fieldset className={styles.grupo}>
          <legend className={styles.leyenda}>Saldo disponible: {usd(saldo)}</legend>
          <label className={styles.opcion}>
            <input
              type="checkbox"
              checked={form.usarSaldo}
              onChange={(e) =>
                set({
                  usarSaldo: e.target.checked,
                  // The whole order (or the whole balance) by default; the shopper may lower it.
                  saldo: e.target.checked && !form.saldo ? aTexto(Math.min(saldo, debido)) : form.saldo,
                })
              }
            />
            <span>Usar mi saldo</span>
          </label>
          {form.usarSaldo && (
            <Field
              id={idCampo(CAMPOS.saldo)}
              label="Monto de saldo a usar (USD)"
              error={errores[CAMPOS.saldo]}
              hint={`Hasta ${usd(Math.min(saldo, debido))}. El resto lo paga con otro método.`}
            >
              {(control) => (
                <input
                  className="mv-input"
                  inputMode="decimal"
                  autoComplete="off"
                  {...control}
                  value={form.saldo}
                  onChange={(e) => set({ saldo: e.target.value })}
                />
              )}
            </Field>
          )}
        </fieldset>
      )}

      {calculo.todoConSaldo ? (
        <p className={styles.exito}>Su saldo cubre todo el pedido.</p>
      ) : (
        <fieldset
          className={styles.grupo}
          aria-describedby={errores[CAMPOS.metodo] ? fieldErrorId(idCampo(CAMPOS.metodo)) : undefined}
        >
          <legend className={styles.leyenda}>
            {form.usarSaldo ? 'Método de pago para el resto' : 'Método de pago'}
          </legend>
          <div className={styles.metodos}>
            {metodos.map((m, i) => (
              <label key={m.codigo} className={styles.metodo}>
                <input
                  type="radio"
                  name="metodo"
                  id={i === 0 ? idCampo(CAMPOS.metodo) : undefined}
                  checked={form.metodo === m.codigo}
                  onChange={() => set({ metodo: m.codigo })}
                />
                <span>
                  <strong>{m.nombre}</strong>
                  <span className={styles.nota}> · {m.descripcion}</span>
                  {m.divisa && <span className={styles.nota}> · Aplica IGTF</span>}
                </span>
              </label>
            ))}
          </div>
          <FieldError id={idCampo(CAMPOS.metodo)} error={errores[CAMPOS.metodo]} />
        </fieldset>
      )}

      {metodo && (
        <section className={styles.detalleMetodo} aria-label={`Datos del pago con ${metodo.nombre}`}>
          <p className={styles.montoMetodo}>
            Monto a pagar con {metodo.nombre}:{' '}
            <strong>{metodo.moneda === 'VES' ? bs(t.bs.montoMetodo) : usd(t.montoMetodo)}</strong>
            {metodo.moneda === 'VES' && <span className={styles.nota}> ({usd(t.montoMetodo)})</span>}
          </p>
          {metodo.datosDestino.length > 0 && (
            <dl className={styles.destino}>
              {metodo.datosDestino.map((d) => (
                <div key={d.etiqueta}>
                  <dt>{d.etiqueta}</dt>
                  <dd>{d.valor}</dd>
                </div>
              ))}
            </dl>
          )}
          {metodo.instrucciones && <p className={styles.nota}>{metodo.instrucciones}</p>}
          {metodo.requiereReferencia && metodo.requiereVerificacion && (
            <fieldset className={styles.grupo}>
              <legend className={styles.leyenda}>¿Cuándo hace el pago?</legend>
              <label className={styles.opcion}>
                <input
                  type="radio"
                  name="cuando-paga"
                  checked={form.pagarDespues}
                  onChange={() => set({ pagarDespues: true })}
                />
                <span>Después de confirmar el pedido: le mostramos los datos y el monto para copiarlos</span>
              </label>
              <label className={styles.opcion}>
                <input
                  type="radio"
                  name="cuando-paga"
                  checked={!form.pagarDespues}
                  onChange={() => set({ pagarDespues: false })}
                />
                <span>Ya pagué y tengo la referencia</span>
              </label>
            </fieldset>
          )}
          {metodo.requiereBanco && (
            <Field
              id={idCampo(CAMPOS.banco)}
              label={`Banco desde el que ${cuando}`}
              error={errores[CAMPOS.banco]}
            >
              {(control) => (
                <select
                  className="mv-input"
                  {...control}
                  value={form.banco}
                  onChange={(e) => set({ banco: e.target.value })}
                >
                  <option value="">Seleccione el banco</option>
                  {fp.bancos.map((b) => (
                    <option key={b.codigo} value={b.codigo}>
                      {b.codigo} · {b.nombre}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {metodo.requiereTelefono && (
            <Field
              id={idCampo(CAMPOS.telefono)}
              label={`Teléfono desde el que ${cuando}`}
              error={errores[CAMPOS.telefono]}
            >
              {(control) => (
                <input
                  className="mv-input"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="0414-1234567"
                  {...control}
                  value={form.telefono}
                  onChange={(e) => set({ telefono: e.target.value })}
                />
              )}
            </Field>
          )}
          {metodo.requiereReferencia && !despues && (
            <Field
              id={idCampo(CAMPOS.referencia)}
              label="Referencia del pago"
              error={errores[CAMPOS.referencia]}
            >
              {(control) => (
                <input
                  className="mv-input"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={40}
                  {...control}
                  value={form.referencia}
                  onChange={(e) => set({ referencia: e.target.value })}
                />
              )}
            </Field>
          )}
          {metodo.codigo === 'efectivo_usd' && (
            <Field
              id={idCampo(CAMPOS.efectivo)}
              label="¿Con cuánto pagará? (USD, opcional, para llevarle el cambio)"
              hint={`Desde ${usd(t.montoMetodo)} hasta ${usd(efectivoMaximo(t.montoMetodo))}: el monto más un billete de $ 100`}
              error={errores[CAMPOS.efectivo]}
            >
              {(control) => (
                <input
                  className="mv-input"
                  inputMode="decimal"
                  autoComplete="off"
                  {...control}
                  value={form.efectivo}
                  onChange={(e) => set({ efectivo: e.target.value })}
                />
              )}
            </Field>
          )}
          {metodo.requiereVerificacion && (
            <p className={styles.nota}>
              Verificaremos su pago en un máximo de {fp.minutosVerificacion} minutos; si no se puede verificar
              a tiempo, el pedido se anulará.
            </p>
          )}
        </section>
      )}
    </div>
  );
}
