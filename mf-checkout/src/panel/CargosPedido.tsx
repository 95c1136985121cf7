/**
 * What the order adds to the cart's products, said in the cart before checkout (issue 17): how much
 * more gives free delivery under the zone's shipping rules, in words and as a bar (issue 36), and the
 * packaging charge with its reason. Free delivery is measured on the "Productos" the cart shows, the
 * products with IVA before the coupon, as checkout charges it (decision 0050).
 */
import { useWebsite } from '@mercado/shared/react';
import { useDinero, useEnvioZona } from '@mercado/shared/react/dinero';
import { progresoEnvioGratis, textoFaltaEnvioGratis, toCents } from '@mercado/shared/rules';
import * as barra from './envio-gratis.module.css';
import * as styles from './panel.module.css';

/** Why every order pays packaging (config `costoEmpaquetado`, spec §7). */
export const MOTIVO_EMPAQUETADO =
  'Cubre las bolsas y el empaque con frío que mantiene sus productos refrigerados y congelados hasta la entrega.';

export function CargosPedido({ zona, productosUsd }: { zona: string; productosUsd: number }) {
  const dinero = useDinero();
  const envio = useEnvioZona(zona);
  const costoEmpaquetado = useWebsite()?.configuracion.costoEmpaquetado;
  const empaquetado = costoEmpaquetado ? toCents(costoEmpaquetado) : 0;
  const faltaEnvio = envio && textoFaltaEnvioGratis(envio, productosUsd, dinero);
  const progreso = envio && progresoEnvioGratis(envio, productosUsd);
  return (
    <div className={styles.cargos}>
      {faltaEnvio && progreso && (
        <div className={barra.envioGratis}>
          <p className={barra.texto}>{faltaEnvio}</p>
          <div
            className={barra.barra}
            role="progressbar"
            aria-label="Camino al delivery gratis"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progreso.porcentaje}
            aria-valuetext={faltaEnvio}
          >
            <span className={barra.relleno} style={{ width: `${progreso.porcentaje}%` }} />
          </div>
        </div>
      )}
      {empaquetado > 0 && (
        <p className={styles.nota}>
          <strong>Empaquetado: {dinero(empaquetado)} por pedido.</strong> {MOTIVO_EMPAQUETADO}
        </p>
      )}
    </div>
  );
}
