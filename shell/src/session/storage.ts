/**
 * localStorage access for the session (spec §9 keys). Every read and write tolerates a browser
 * that refuses storage (private mode): the session then lives only in memory.
 */
export const STORAGE_KEYS = {
  token: 'usuario-actual',
  refreshTtl: 'refresh-ttl',
  refreshLock: 'refresh-lock',
  zona: 'zona-predeterminada',
  moneda: 'moneda-seleccionada',
} as const;

const memory = new Map<string, string>();

export function readKey(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeKey(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
}
