/**
 * The card's and the suggestions' add control (issue 36, like Instacart or Rappi): "Agregar" while the
 * product is not in the open cart, then a stepper "− 2 und +". Every tap follows spec §5 (the shared
 * quantity rule): + adds grupo×unidad and the cart caps the sum at min(stock, maximo×unidad), saying
 * so with the real quantity; − goes to the option below, 0 from the minimum removing the line.
 * The answers, with the quantity, are read out by the caller's EstadoAgregar (`estadoId`).
 */
import { defaultQuantity, formatQuantity, fromThousandths } from '@mercado/shared/rules';
import { useLayoutEffect, useRef } from 'react';
import { reglasDe, useAgregar, useCambiar, useEnCarrito, useResultados } from '../carrito.ts';
import type { ProductoTarjeta } from '../lib/producto.ts';
import { paso, pasoAbajo, pasoArriba } from '../reglas.ts';
import { idsEstado } from './EstadoAgregar.tsx';
import * as styles from './Stepper.module.css';

/** "una unidad" for a step of 1 und, else the step itself ("250 g", "6 und"). */
function textoPaso(p: ProductoTarjeta): string {
  const q = paso(p);
  return q === 1000 && p.modalidadVenta === 'unidad' ? 'una unidad' : formatQuantity(q, p.modalidadVenta);
}

export function Stepper({
  zona,
  producto,
  queryID,
  estadoId,
  className,
}: {
  zona: string;
  producto: ProductoTarjeta;
  /** The search's queryID when the product was reached from search. */
  queryID?: string | undefined;
  /** The id of the caller's EstadoAgregar: every button names its answer. */
  estadoId: string;
  className?: string | undefined;
}) {
  const resultado = useResultados()[producto.id];
  const enCarrito = useEnCarrito(zona, producto.id);
  const agregar = useAgregar();
  const cambiar = useCambiar();
  const porDefecto = defaultQuantity(producto);
  const enviado = resultado?.estado === 'enviado' ? resultado : undefined;
  // While a tap travels, the stepper shows what the cart will hold; further taps count from there.
  const cantidad = enviado?.objetivo ?? enCarrito;
  const modo = cantidad ? 'stepper' : 'agregar';
  const esperando = enviado !== undefined && enviado.objetivo === undefined;

  // Tapping "Agregar" swaps it for the stepper, and − to 0 swaps back: a focus that was in the
  // control, lost with the removed button, goes to the new control's main button (+, or "Agregar").
  const caja = useRef<HTMLDivElement>(null);
  const principal = useRef<HTMLButtonElement>(null);
  const llevarFoco = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the control swaps (modo).
  useLayoutEffect(() => {
    if (!llevarFoco.current) return;
    llevarFoco.current = false;
    const activo = document.activeElement;
    if (!activo || activo === document.body) principal.current?.focus();
  }, [modo]);

  const recordarFoco = () => {
    llevarFoco.current = caja.current?.contains(document.activeElement) ?? false;
  };
  const sumar = (base: number) => {
    recordarFoco();
    agregar(zona, [
      {
        productoId: producto.id,
        cantidad: fromThousandths(base === 0 ? porDefecto : paso(producto)),
        // Unknown while the cart's owner is not loaded: the button waits for its answer.
        objetivo: enCarrito === null ? undefined : base === 0 ? porDefecto : pasoArriba(base, producto),
        queryID,
        reglas: reglasDe(producto),
      },
    ]);
  };

  const describe = idsEstado(estadoId);
  return (
    <div ref={caja} className={className}>
      {modo === 'agregar' ? (
        <button
          ref={principal}
          type="button"
          className={`mv-button ${styles.agregar}`}
          // Waiting for an answer it cannot show yet (the cart's owner still loading), it takes no
          // second tap; aria-disabled, not disabled, so a focus on it stays.
          onClick={() => esperando || sumar(0)}
          disabled={porDefecto === 0}
          aria-disabled={esperando || undefined}
          aria-describedby={describe}
          aria-label={
            porDefecto === 0
              ? `${producto.nombre}: agotado`
              : `Agregar ${producto.nombre} al carrito (${formatQuantity(porDefecto, producto.modalidadVenta)})`
          }
        >
          {porDefecto === 0 ? 'Agotado' : 'Agregar'}
        </button>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a stepper is a group of buttons, not a form's fieldset.
        <div
          className={styles.stepper}
          role="group"
          aria-label={`Cantidad de ${producto.nombre} en el carrito`}
        >
          <button
            type="button"
            className={styles.boton}
            aria-label={`Quitar ${textoPaso(producto)} de ${producto.nombre}`}
            aria-describedby={describe}
            onClick={() => {
              recordarFoco();
              cambiar(zona, producto.id, pasoAbajo(cantidad ?? 0, producto));
            }}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className={styles.cantidad} data-testid="cantidad-en-carrito">
            {formatQuantity(cantidad ?? 0, producto.modalidadVenta)}
          </span>
          <button
            ref={principal}
            type="button"
            className={styles.boton}
            aria-label={`Agregar ${textoPaso(producto)} de ${producto.nombre}`}
            aria-describedby={describe}
            onClick={() => sumar(cantidad ?? 0)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
    </div>
  );
}
