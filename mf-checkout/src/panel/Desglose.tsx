/**
 * What the prices with IVA include (decision 0049), beside the rows and never one of them: the offer
 * savings, and each rate's base ("base imponible") and IVA, which add up to the products after the
 * coupon. The cart panel and the checkout summary show it.
 */
import { isExento, taxLabel } from '@mercado/shared/rules';
import { Fragment, useId } from 'react';
import type { ImportesCentimos } from '../reglas.ts';
import * as styles from './Desglose.module.css';

function Fila({ etiqueta, valor }: { etiqueta: string; valor: string }) {
  return (
    <div className={styles.fila}>
      <dt>{etiqueta}</dt>
      <dd>{valor}</dd>
    </div>
  );
}

export function Desglose({ t, m }: { t: ImportesCentimos; m: (cents: number) => string }) {
  const tituloId = useId();
  return (
    <div className={styles.desglose} data-testid="desglose">
      {t.ahorroOfertas > 0 && <p className={styles.titulo}>Usted ahorra {m(t.ahorroOfertas)} en ofertas.</p>}
      <p id={tituloId} className={styles.titulo}>
        Los precios incluyen IVA. Desglose:
      </p>
      <dl className={styles.filas} aria-labelledby={tituloId}>
        {t.iva.map((c) =>
          isExento(c.porcentaje) ? (
            <Fila key={c.porcentaje} etiqueta="Exento de IVA" valor={m(c.baseCents)} />
          ) : (
            <Fragment key={c.porcentaje}>
              <Fila etiqueta={`Base ${taxLabel(c.porcentaje)}`} valor={m(c.baseCents)} />
              <Fila etiqueta={taxLabel(c.porcentaje)} valor={m(c.montoCents)} />
            </Fragment>
          ),
        )}
      </dl>
    </div>
  );
}
