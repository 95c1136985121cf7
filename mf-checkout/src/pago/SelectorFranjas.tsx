/**
 * The slot picker (issue 36): the next slot that can be booked comes first, apart; then every day of
 * the window by date, each slot with its places left ("quedan 3 cupos", "Completo"), and the days
 * staff closed with their reason ("Cerrado: Feriado"). Slots past their cut-off are not offered.
 */
import type { DiaCerrado, Franja } from '@mercado/shared/contracts';
import { FieldError, fieldErrorId } from '@mercado/shared/react';
import { formatDateLong, selectorFranjas, textoCerrado, textoCupos } from '@mercado/shared/rules';
import { idCampo } from './campos.ts';
import { CAMPOS } from './logica.ts';
import * as styles from './pago.module.css';

/** "Lunes, 23 de noviembre de 2026" (noon Caracas, so the date never shifts). */
export const dia = (fecha: string) => {
  try {
    const texto = formatDateLong(`${fecha}T12:00:00-04:00`);
    return texto.charAt(0).toUpperCase() + texto.slice(1);
  } catch {
    return fecha;
  }
};

export function SelectorFranjas({
  franjas,
  cerrados,
  elegida,
  onElegir,
  error,
  leyenda,
}: {
  franjas: readonly Franja[];
  cerrados: readonly DiaCerrado[];
  elegida: string | null;
  onElegir: (id: string) => void;
  error: string | undefined;
  leyenda: string;
}) {
  const { proxima, dias } = selectorFranjas(franjas, cerrados);
  // The field's id (where an error sends focus): the chosen slot, else the first one offered.
  const conId = elegida ?? proxima?.id;
  const opcion = (f: Franja) => {
    const completa = f.estado !== 'disponible';
    return (
      <label key={f.id} className={`${styles.franja} ${completa ? styles.franjaCerrada : ''}`}>
        <input
          type="radio"
          name={`franja-${leyenda}`}
          value={f.id}
          id={f.id === conId ? idCampo(CAMPOS.franja) : undefined}
          checked={elegida === f.id}
          disabled={completa}
          onChange={() => onElegir(f.id)}
        />
        <span>
          {f.horaInicio} a {f.horaFin}
          <span className={completa ? styles.franjaEstado : styles.franjaCupos}> · {textoCupos(f)}</span>
        </span>
      </label>
    );
  };
  return (
    <fieldset
      className={styles.grupo}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? fieldErrorId(idCampo(CAMPOS.franja)) : undefined}
    >
      <legend className={styles.leyenda}>{leyenda}</legend>
      {proxima ? (
        <fieldset className={`${styles.dia} ${styles.proxima}`}>
          <legend className={styles.diaTitulo}>Lo más pronto: {dia(proxima.fecha)}</legend>
          <div className={styles.franjas}>{opcion(proxima)}</div>
        </fieldset>
      ) : (
        <p className={styles.nota}>No quedan horarios con cupo en los próximos días.</p>
      )}
      {dias.map((d) =>
        d.cerrado ? (
          <div key={d.fecha} className={styles.dia}>
            <p className={styles.diaTitulo}>{dia(d.fecha)}</p>
            <p className={styles.diaCerrado}>{textoCerrado(d.motivo)}</p>
          </div>
        ) : (
          <fieldset key={d.fecha} className={styles.dia}>
            <legend className={styles.diaTitulo}>{dia(d.fecha)}</legend>
            <div className={styles.franjas}>{d.franjas.map(opcion)}</div>
          </fieldset>
        ),
      )}
      <FieldError id={idCampo(CAMPOS.franja)} error={error} />
    </fieldset>
  );
}
