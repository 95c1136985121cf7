import { z } from '@mercado/shared/zod';

/**
 * The event catalogue: every message remotes exchange on the platform bus.
 * Payloads are validated on emit and on receipt (also when they arrive from another tab).
 * `crossTab` events are relayed to the other tabs of the same origin through BroadcastChannel.
 * `heldUntilHandled` events are requests to one owner: sent while nobody handles them (the owner's
 * code still loading), they are held and handed to the first handler (./platform/event-bus.ts).
 */
export const busEvents = {
  /**
   * Any remote asks the cart's owner (the remote that handles it) to add a product. Without `pagina` it
   * goes to the cart the shopper has open (chosen in the cart panel; always cart 1 for a visitor);
   * with it, to that cart (a visitor asking for cart 2 or 3 is refused: spec §1).
   */
  'carrito:agregar': {
    crossTab: false,
    heldUntilHandled: true,
    schema: z.object({
      zona: z.string().check(z.minLength(1)),
      productoId: z.int().check(z.positive()),
      cantidad: z.string().check(z.regex(/^\d+(\.\d{1,3})?$/)),
      pagina: z.optional(z.int().check(z.gte(0), z.lte(2))),
      /**
       * The search's queryID when the product was reached from search (spec §3 hit, §7): the
       * requester sends the conversion event once the cart owner answers ok.
       */
      queryID: z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/i))),
      /**
       * The product's quantity rules as the requester shows them (spec §5): the owner caps the sum
       * with them where it has no product data of its own (the visitor's local cart).
       */
      reglas: z.optional(
        z.object({
          minimo: z.string(),
          maximo: z.nullable(z.string()),
          grupo: z.string(),
          unidad: z.string(),
          existencia: z.string(),
          modalidadVenta: z.enum(['unidad', 'peso']),
        }),
      ),
    }),
  },
  /** The cart's owner tells everybody what the active carts hold (mini-cart count, other tabs). */
  'carrito:actualizado': {
    crossTab: true,
    schema: z.object({
      zona: z.string().check(z.minLength(1)),
      pagina: z.int().check(z.gte(0), z.lte(2)),
      cantidadItems: z.int().check(z.gte(0)),
      /**
       * The cart's version as stored, when the sender wrote it on the server (another remote, e.g. the
       * account's "Repetir pedido"): a newer one is read again even when the count did not change.
       */
      version: z.optional(z.int().check(z.gte(0))),
    }),
  },
  /**
   * Issue 36 (steppers): any remote asks the cart's owner to set a product's quantity in the cart the
   * shopper has open ("0" removes the line). Answered with 'carrito:resultado' like an add.
   */
  'carrito:cambiar': {
    crossTab: false,
    heldUntilHandled: true,
    schema: z.object({
      zona: z.string().check(z.minLength(1)),
      productoId: z.int().check(z.positive()),
      cantidad: z.string().check(z.regex(/^\d+(\.\d{1,3})?$/)),
    }),
  },
  /**
   * A remote that shows quantities (the storefront's steppers) asks the cart's owner to send
   * 'carrito:lineas' now. Not held: an owner that is not loaded yet sends them once it is.
   */
  'carrito:consultar': {
    crossTab: false,
    schema: z.object({}),
  },
  /**
   * The cart's owner tells what the open cart holds, product by product: when it starts, after every
   * change and when asked ('carrito:consultar'). Quantities are decimal strings.
   */
  'carrito:lineas': {
    crossTab: false,
    schema: z.object({
      zona: z.string().check(z.minLength(1)),
      pagina: z.int().check(z.gte(0), z.lte(2)),
      lineas: z.array(
        z.object({
          productoId: z.int().check(z.positive()),
          cantidad: z.string().check(z.regex(/^\d+(\.\d{1,3})?$/)),
        }),
      ),
    }),
  },
  /** Result of an add-to-cart request, for the requester's feedback. */
  'carrito:resultado': {
    crossTab: false,
    schema: z.object({
      productoId: z.int().check(z.positive()),
      ok: z.boolean(),
      mensaje: z.optional(z.string()),
      /** The quantity the cart holds now (decimal string), when known. */
      cantidad: z.optional(z.string()),
      /** True when the quantity was capped (maximum or stock): `mensaje` says so with `cantidad`. */
      tope: z.optional(z.boolean()),
    }),
  },
  /** Sign-in, sign-out or token change; other tabs follow. */
  'sesion:cambio': {
    crossTab: true,
    schema: z.object({ uid: z.nullable(z.string()) }),
  },
  /** The shopper switched currency. */
  'moneda:cambio': {
    crossTab: true,
    schema: z.object({ monedaId: z.int() }),
  },
} as const;

export type BusEventName = keyof typeof busEvents;
export type BusEventPayload<N extends BusEventName> = z.output<(typeof busEvents)[N]['schema']>;
export type BusEventInput<N extends BusEventName> = z.input<(typeof busEvents)[N]['schema']>;
