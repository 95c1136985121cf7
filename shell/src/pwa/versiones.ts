/**
 * What a tab compares to know a new version is out (decision 0053): each remote's version in the
 * registry it booted with against the live registry's, and the shell's entry script it runs against
 * the one the live HTML names (a shell build's entry is named by its content: `main.<hash>.js`).
 */
interface ConVersion {
  name: string;
  version: string;
  entry: string;
}

/** The live registry's remotes whose version is not the one the tab loaded (a new remote too). */
export function remotosCambiados<R extends ConVersion>(
  cargados: readonly ConVersion[],
  vivos: readonly R[],
): R[] {
  const antes = new Map(cargados.map((remoto) => [remoto.name, remoto.version]));
  return vivos.filter((remoto) => antes.get(remoto.name) !== remoto.version);
}

/** Whether a remote the tab loaded is no longer in the live registry. */
export function remotoRetirado(cargados: readonly ConVersion[], vivos: readonly ConVersion[]): boolean {
  const ahora = new Set(vivos.map((remoto) => remoto.name));
  return cargados.some((remoto) => !ahora.has(remoto.name));
}

const ENTRADA_SHELL = /<script\b[^>]*\bsrc="([^"]*\/main\.[0-9a-f]{8,}\.js)"/;

/** The shell's entry script an HTML page names (its path), or null. */
export function entradaDelShell(html: string): string | null {
  const src = ENTRADA_SHELL.exec(html)?.[1];
  return src ? new URL(src, 'http://origen').pathname : null;
}

/** A short key for one set of new versions: the shopper who declined it is not asked again. */
export function firmaDe(shell: string | null, remotos: readonly ConVersion[]): string {
  return [shell ?? '', ...remotos.map((remoto) => `${remoto.name}@${remoto.version}`).sort()].join('|');
}
