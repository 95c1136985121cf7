import { type BusEventInput, type BusEventName, type BusEventPayload, busEvents } from '../bus/events.ts';

type Handler<N extends BusEventName> = (payload: BusEventPayload<N>) => void;

export interface EventBus {
  emit<N extends BusEventName>(name: N, payload: BusEventInput<N>): void;
  on<N extends BusEventName>(name: N, handler: Handler<N>): () => void;
}

const CHANNEL = 'mercado-bus';

/**
 * Typed in-page bus. Invalid payloads are refused at emit time (a programming error in the
 * emitter) and dropped on receipt from another tab (a tab running an older build).
 */
export function createEventBus(): EventBus {
  const handlers = new Map<BusEventName, Set<(payload: unknown) => void>>();
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
      deliver(name, parsed);
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
      return () => set.delete(untyped);
    },
  };
}
