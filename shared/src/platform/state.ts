/**
 * The state every remote shares lives in one jotai store of the page (decision 0012): each value is
 * an atom in it. React reads the atom with jotai's hooks and that store (`@mercado/shared/react`);
 * code outside React keeps the get/set/subscribe it has always called, so a remote built before
 * jotai still reads the same values.
 */
import { atom, type createStore, type PrimitiveAtom, type SetStateAction } from 'jotai';

type JotaiStore = ReturnType<typeof createStore>;

/** One shared value: its atom, and the store it lives in behind get/set/subscribe. */
export interface SharedState<T> {
  readonly atom: PrimitiveAtom<T>;
  get(): T;
  set(next: SetStateAction<T>): void;
  subscribe(listener: () => void): () => void;
}

export function sharedState<T>(store: JotaiStore, initial: T): SharedState<T> {
  const valor = atom(initial);
  return {
    atom: valor,
    get: () => store.get(valor),
    set: (next) => store.set(valor, next),
    subscribe: (listener) => store.sub(valor, listener),
  };
}
