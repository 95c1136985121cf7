import { CanjearCodigo } from './CanjearCodigo.tsx';
import { ComprarTarjeta } from './ComprarTarjeta.tsx';
import { Historial } from './Historial.tsx';
import { Saldo } from './Saldo.tsx';
import { Solicitudes } from './Solicitudes.tsx';
import * as styles from './tarjeta-saldo.module.css';

/**
 * /tarjeta-saldo (issue 34): the balance and its movements, redeeming a gift code, and buying a
 * balance card (for myself or as a gift) with my requests and the state staff set.
 */
export function TarjetaSaldoPage() {
  return (
    <div className={styles.pagina}>
      <h1 className={styles.titulo}>Tarjeta saldo</h1>
      <Saldo />
      <CanjearCodigo />
      <Historial />
      <ComprarTarjeta />
      <Solicitudes />
    </div>
  );
}
