/**
 * Step 1: delivery (a saved or new address with area and sector of the zone, a delivery slot, the
 * shipping cost) or pickup (a store and one of its slots), the slots by SelectorFranjas.
 */
import type { FormPago } from '@mercado/shared/contracts';
import { Field, FieldError, fieldErrorId } from '@mercado/shared/react';
import { proximaFranja } from '@mercado/shared/rules';
import { idCampo } from './campos.ts';
import { CAMPOS, type FormularioPago } from './logica.ts';
import * as styles from './pago.module.css';
import { SelectorFranjas } from './SelectorFranjas.tsx';

type Cambiar = (cambio: (f: FormularioPago) => FormularioPago) => void;

export function PasoEntrega({
  fp,
  form,
  cambiar,
  errores,
  envioTexto,
}: {
  fp: FormPago;
  form: FormularioPago;
  cambiar: Cambiar;
  errores: Record<string, string>;
  envioTexto: string;
}) {
  const direcciones = fp.direcciones.filter((d) => d.zona === fp.zona.slug);
  const area = fp.areas.find((a) => a.id === form.nueva.areaId);
  const punto = fp.pickup.find((p) => p.id === form.pickupId);
  const setNueva = (cambio: Partial<FormularioPago['nueva']>) =>
    cambiar((f) => ({ ...f, nueva: { ...f.nueva, ...cambio } }));

  return (
    <div className={styles.pasoCuerpo}>
      <fieldset className={styles.grupo}>
        <legend className={styles.leyenda}>¿Cómo quiere recibir su pedido?</legend>
        <div className={styles.opcionesFila}>
          {fp.tiposEnvio.map((t) => (
            <label key={t.codigo} className={styles.opcion}>
              <input
                type="radio"
                name="tipoEnvio"
                value={t.codigo}
                id={
                  t.codigo === (form.tipoEnvio ?? fp.tiposEnvio[0]?.codigo)
                    ? idCampo(CAMPOS.tipoEnvio)
                    : undefined
                }
                checked={form.tipoEnvio === t.codigo}
                onChange={() => cambiar((f) => ({ ...f, tipoEnvio: t.codigo }))}
              />
              <span>{t.nombre}</span>
            </label>
          ))}
        </div>
        <FieldError id={idCampo(CAMPOS.tipoEnvio)} error={errores[CAMPOS.tipoEnvio]} />
      </fieldset>

      {form.tipoEnvio === 'delivery' && (
        <>
          <fieldset
            className={styles.grupo}
            aria-describedby={errores[CAMPOS.direccion] ? fieldErrorId(idCampo(CAMPOS.direccion)) : undefined}
          >
            <legend className={styles.leyenda}>Dirección de entrega</legend>
            {direcciones.map((d, i) => (
              <label key={d.id} className={styles.opcion}>
                <input
                  type="radio"
                  name="direccion"
                  id={i === 0 ? idCampo(CAMPOS.direccion) : undefined}
                  checked={form.direccion === d.id}
                  onChange={() => cambiar((f) => ({ ...f, direccion: d.id }))}
                />
                <span>
                  {d.direccion}
                  <span className={styles.nota}>
                    {' '}
                    · {d.sector}, {d.area}
                    {d.referencia ? ` · ${d.referencia}` : ''}
                  </span>
                </span>
              </label>
            ))}
            <label className={styles.opcion}>
              <input
                type="radio"
                name="direccion"
                id={direcciones.length === 0 ? idCampo(CAMPOS.direccion) : undefined}
                checked={form.direccion === 'nueva'}
                onChange={() => cambiar((f) => ({ ...f, direccion: 'nueva' }))}
              />
              <span>Nueva dirección</span>
            </label>
            <FieldError id={idCampo(CAMPOS.direccion)} error={errores[CAMPOS.direccion]} />
          </fieldset>

          {form.direccion === 'nueva' && (
            <div className={styles.nuevaDireccion}>
              <Field id={idCampo(CAMPOS.area)} label="Área" error={errores[CAMPOS.area]}>
                {(control) => (
                  <select
                    className="mv-input"
                    {...control}
                    value={form.nueva.areaId ?? ''}
                    onChange={(e) =>
                      setNueva({ areaId: e.target.value ? Number(e.target.value) : null, sectorId: null })
                    }
                  >
                    <option value="">Seleccione el área</option>
                    {fp.areas.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.nombre}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={idCampo(CAMPOS.sector)} label="Sector" error={errores[CAMPOS.sector]}>
                {(control) => (
                  <select
                    className="mv-input"
                    {...control}
                    value={form.nueva.sectorId ?? ''}
                    disabled={!area}
                    onChange={(e) => setNueva({ sectorId: e.target.value ? Number(e.target.value) : null })}
                  >
                    <option value="">{area ? 'Seleccione el sector' : 'Primero elija el área'}</option>
                    {area?.sectores.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.nombre}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                id={idCampo(CAMPOS.direccionTexto)}
                label="Dirección (calle, edificio o casa, piso, apartamento)"
                error={errores[CAMPOS.direccionTexto]}
              >
                {(control) => (
                  <textarea
                    className="mv-input"
                    rows={2}
                    maxLength={300}
                    autoComplete="street-address"
                    {...control}
                    value={form.nueva.direccion}
                    onChange={(e) => setNueva({ direccion: e.target.value })}
                  />
                )}
              </Field>
              <Field
                id={idCampo(CAMPOS.referenciaDireccion)}
                label="Punto de referencia (opcional)"
                error={errores[CAMPOS.referenciaDireccion]}
              >
                {(control) => (
                  <input
                    className="mv-input"
                    maxLength={200}
                    {...control}
                    value={form.nueva.referencia}
                    onChange={(e) => setNueva({ referencia: e.target.value })}
                  />
                )}
              </Field>
              <label className={styles.opcion}>
                <input
                  type="checkbox"
                  checked={form.nueva.guardar}
                  onChange={(e) => setNueva({ guardar: e.target.checked })}
                />
                <span>Guardar esta dirección para próximas compras</span>
              </label>
            </div>
          )}

          <p className={styles.envio}>
            Costo de envío: <strong>{envioTexto}</strong>
          </p>

          <SelectorFranjas
            leyenda="Horario de entrega"
            franjas={fp.franjasDelivery}
            cerrados={fp.diasCerrados}
            elegida={form.franjaDelivery}
            onElegir={(id) => cambiar((f) => ({ ...f, franjaDelivery: id }))}
            error={errores[CAMPOS.franja]}
          />
        </>
      )}

      {form.tipoEnvio === 'pickup' && (
        <>
          <fieldset
            className={styles.grupo}
            aria-describedby={errores[CAMPOS.pickup] ? fieldErrorId(idCampo(CAMPOS.pickup)) : undefined}
          >
            <legend className={styles.leyenda}>Tienda para retirar</legend>
            {fp.pickup.length === 0 && <p className={styles.nota}>No hay tiendas de retiro en esta zona.</p>}
            {fp.pickup.map((p, i) => (
              <label key={p.id} className={styles.opcion}>
                <input
                  type="radio"
                  name="pickup"
                  id={i === 0 ? idCampo(CAMPOS.pickup) : undefined}
                  checked={form.pickupId === p.id}
                  onChange={() =>
                    cambiar((f) => ({
                      ...f,
                      pickupId: p.id,
                      franjaPickup: proximaFranja(p.franjas)?.id ?? null,
                    }))
                  }
                />
                <span>
                  <strong>{p.nombre}</strong>
                  <span className={styles.nota}> · {p.direccion}</span>
                </span>
              </label>
            ))}
            <FieldError id={idCampo(CAMPOS.pickup)} error={errores[CAMPOS.pickup]} />
          </fieldset>
          {punto && (
            <SelectorFranjas
              leyenda="Horario de retiro"
              franjas={punto.franjas}
              cerrados={fp.diasCerrados}
              elegida={form.franjaPickup}
              onElegir={(id) => cambiar((f) => ({ ...f, franjaPickup: id }))}
              error={errores[CAMPOS.franja]}
            />
          )}
        </>
      )}
    </div>
  );
}
