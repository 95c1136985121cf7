import { type BusEventInput, type BusEventName, type BusEventPayload, busEvents } from '../bus/events.ts';

type Handler<N extends BusEventName> = (payload: BusEventPayload<N>) => void;

export interface EventBus {
  emit<N extends BusEventName>(name: N, payload: BusEventInput<N>): void;
  on<N extends BusEventName>(name: N, handler: Handler<N>): () => void;
  /**
   * Called with the event's name when a `heldUntilHandled` event is held (nobody handles it yet):
   * the shell then mounts the remote that handles it at once. Returns an unsubscribe function.
   */
  onHeld(listener: (name: BusEventName) => void): () => void;
}

const CHANNEL = 'mercado-bus';
/** At most this many events of one name wait for their first handler; older ones are dropped. */
const HELD_MAX = 20;

/**
 * Typed in-page bus. Invalid payloads are refused at emit time (a programming error in the
 * emitter) and dropped on receipt from another tab (a tab running an older build).
 */
export function createEventBus(): EventBus {
  const handlers = new Map<BusEventName, Set<(payload: unknown) => void>>();
  const held = new Map<BusEventName, unknown[]>();
  const heldListeners = new Set<(name: BusEventName) => void>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

  function deliver(name: BusEventName, payload: unknown) {
    for (const handler of [...(handlers.get(name) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`[bus] handler for ${name} failed`, error);
      }
    }
  }

  channel?.addEventListener('message', (event: MessageEvent) => {
    const { name, payload } = (event.data ?? {}) as { name?: string; payload?: unknown };
    if (!name || !(name in busEvents)) return;
    const definition = busEvents[name as BusEventName];
    const parsed = definition.schema.safeParse(payload);
    if (definition.crossTab && parsed.success) deliver(name as BusEventName, parsed.data);
  });

  return {
    emit(name, payload) {
      const definition = busEvents[name];
      const parsed = definition.schema.parse(payload);
      if ('heldUntilHandled' in definition && !handlers.get(name)?.size) {
        const waiting = [...(held.get(name) ?? []), parsed].slice(-HELD_MAX);
        held.set(name, waiting);
        for (const listener of [...heldListeners]) listener(name);
      } else {
        deliver(name, parsed);
      }
      if (definition.crossTab) channel?.postMessage({ name, payload: parsed });
    },
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      const untyped = handler as (payload: unknown) => void;
      set.add(untyped);
      // What was held for a first handler goes to this one, in order, once it has subscribed.
      const waiting = held.get(name);
      if (waiting) {
        held.delete(name);
        queueMicrotask(() => {
          for (const payload of waiting) deliver(name, payload);
        });
      }
      return () => set.delete(untyped);
    },
    onHeld(listener) {
      heldListeners.add(listener);
      return () => heldListeners.delete(listener);
    },
  };
}
