/**
 * The pieces of the cart panel around its lines: the cart selector, the warning of spec §8, the
 * totals, the error with its retry, the empty cart, the finalize button (spec §5), the actions and
 * the invitation to sign in for carts 2 and 3.
 */
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useCurrency } from '@mercado/shared/react';
import { useId } from 'react';
import {
  type Aviso,
  contarProductos,
  descartarAviso,
  type EstadoCarritos,
  PAGINAS_CARRITO,
  vaciar,
} from '../carrito/nucleo.ts';
import { formatMoney, type ImportesCentimos } from '../reglas.ts';
import { Desglose } from './Desglose.tsx';
import type { LineaVista } from './LineaCarrito.tsx';
import * as styles from './panel.module.css';

export const cerrar = () => platform.panel.set(null);
/** The cart pages, 0..2 (spec §9: 3 carts). */
const PAGINAS = Array.from({ length: PAGINAS_CARRITO }, (_, i) => i);

export function SelectorCarrito({
  zona,
  e,
  conSesion,
  vista,
  onElegir,
}: {
  zona: string;
  e: EstadoCarritos;
  conSesion: boolean;
  vista: number;
  onElegir: (pagina: number) => void;
}) {
  const nombre = useId();
  return (
    <fieldset className={styles.selector}>
      <legend className="mv-visually-hidden">Elegir carrito</legend>
      {PAGINAS.map((pagina) => {
        const n = conSesion || pagina === 0 ? contarProductos(e, zona, pagina, conSesion) : 0;
        return (
          <label key={pagina} className={styles.selectorOpcion}>
            <input type="radio" name={nombre} checked={vista === pagina} onChange={() => onElegir(pagina)} />
            <span>
              Carrito {pagina + 1}
              <span className={styles.selectorCuenta}>
                {' '}
                ({n}
                <span className="mv-visually-hidden"> {n === 1 ? 'producto' : 'productos'}</span>)
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

export function AvisoCarrito({ aviso, lineas }: { aviso: Aviso; lineas: LineaVista[] }) {
  // Adjusted lines still in the cart show their message on the line; removed ones are listed here.
  const presentes = new Set(lineas.map((l) => l.productoId));
  const quitadas = aviso.ajustes.filter((a) => !presentes.has(a.producto) || a.cantidad === '0');
  return (
    <div className={styles.aviso}>
      <p className={styles.avisoTitulo}>{aviso.mensaje}</p>
      {quitadas.length > 0 && (
        <ul className={styles.avisoLista}>
          {quitadas.map((a) => (
            <li key={a.producto}>
              <strong>{a.nombre || 'Producto'}</strong>: {a.mensaje}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.enlace} onClick={descartarAviso}>
        Entendido
      </button>
    </div>
  );
}

export function Fila({ etiqueta, valor, fuerte }: { etiqueta: string; valor: string; fuerte?: boolean }) {
  return (
    <div className={fuerte ? styles.filaFuerte : styles.fila}>
      <dt>{etiqueta}</dt>
      <dd>{valor}</dd>
    </div>
  );
}

/**
 * A user's cart's totals in the chosen currency (the totals rule's, as the API computes them): the
 * lines with IVA, the coupon with its IVA, the total; the savings and the IVA beside (decision 0049).
 */
export function TotalesCarrito({ t }: { t: ImportesCentimos }) {
  const { seleccionada } = useCurrency();
  const m = (cents: number) => formatMoney(cents, seleccionada);
  return (
    <>
      <dl className={styles.totales}>
        <Fila etiqueta="Productos" valor={m(t.productos)} />
        {t.descuentoConIva > 0 && <Fila etiqueta="Cupón" valor={`−${m(t.descuentoConIva)}`} />}
        <Fila etiqueta="Total productos" valor={m(t.totalProductos)} fuerte />
      </dl>
      <Desglose t={t} m={m} />
    </>
  );
}

export function ErrorReintentar({ mensaje, onReintentar }: { mensaje: string; onReintentar: () => void }) {
  return (
    <div className={styles.errorCaja} role="alert">
      <p>{mensaje}</p>
      <button type="button" className="mv-button mv-button--secondary" onClick={onReintentar}>
        Reintentar
      </button>
    </div>
  );
}

export function Vacio({ zona }: { zona: string }) {
  return (
    <div className={styles.vacioCaja}>
      <p className={styles.vacio}>Tu carrito está vacío</p>
      <Link className="mv-button" to={links.zona(zona)} onClick={cerrar}>
        Ver productos
      </Link>
    </div>
  );
}

/** Finalize: blocked while loading, when empty, or below the minimum (spec §5). */
export function Finalizar({
  bloqueo,
  cargando,
  onFinalizar,
}: {
  bloqueo: string | null;
  cargando: boolean;
  onFinalizar: () => void;
}) {
  const motivoId = useId();
  return (
    <div className={styles.finalizar}>
      {bloqueo && (
        <p id={motivoId} className={styles.minimo}>
          {bloqueo}
        </p>
      )}
      <button
        type="button"
        className={`mv-button ${styles.botonFinalizar}`}
        disabled={cargando || bloqueo !== null}
        aria-describedby={bloqueo ? motivoId : undefined}
        onClick={onFinalizar}
      >
        {cargando ? 'Procesando…' : 'Finalizar compra'}
      </button>
    </div>
  );
}

export function Acciones({
  zona,
  pagina,
  anunciar,
}: {
  zona: string;
  pagina: number;
  anunciar: (t: string) => void;
}) {
  return (
    <div className={styles.acciones}>
      <Link className="mv-button mv-button--secondary" to={links.zona(zona)} onClick={cerrar}>
        Seguir comprando
      </Link>
      <button
        type="button"
        className={styles.enlacePeligro}
        onClick={async () => {
          const ok = await platform.services.confirm({
            titulo: 'Vaciar carrito',
            mensaje: `¿Desea quitar todos los productos del carrito ${pagina + 1}?`,
            aceptar: 'Vaciar',
            cancelar: 'Cancelar',
          });
          if (!ok) return;
          await vaciar(zona, pagina);
          anunciar(`Carrito ${pagina + 1} vacío`);
        }}
      >
        Vaciar carrito
      </button>
    </div>
  );
}

export function Registrate({ pagina, volver }: { pagina: number; volver: string }) {
  return (
    <div className={styles.vacioCaja}>
      <p>
        El carrito {pagina + 1} es para clientes registrados. Inicie sesión o regístrese para usar los
        carritos 2 y 3.
      </p>
      <div className={styles.acciones}>
        <Link className="mv-button" to={links.login(volver)} onClick={cerrar}>
          Iniciar Sesión
        </Link>
        <Link className="mv-button mv-button--secondary" to={links.registro(volver)} onClick={cerrar}>
          Regístrate
        </Link>
      </div>
    </div>
  );
}
