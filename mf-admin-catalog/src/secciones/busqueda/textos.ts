/**
 * The words the search section's lists and forms show (pure, unit-tested): a synonym in one line,
 * the words typed one a line and their error, what a rule does and how long.
 */
import type { Regla, Sinonimo } from '@mercado/shared/contracts';

export const TIPOS: Record<Sinonimo['tipo'], string> = {
  synonym: 'Regular',
  oneWaySynonym: 'De una vía',
  altCorrection1: 'Corrección (1 error)',
  altCorrection2: 'Corrección (2 errores)',
  placeholder: 'Comodín',
};

/** "cambur = banano = banana", "harina pan → harina de maíz precocida". */
export function textoSinonimo(s: Pick<Sinonimo, 'tipo' | 'entrada' | 'palabras'>): string {
  if (s.tipo === 'synonym') return s.palabras.join(' = ');
  return `${s.entrada ?? ''} → ${s.palabras.join(', ')}`;
}

/** The words typed one a line, as the schema takes them (blank lines left out). */
export const lineas = (texto: string) =>
  texto
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The words' error: the list's, or the first word's that is refused, naming it. */
export function errorPalabras(
  errores: Readonly<Record<string, string>>,
  palabras: string[],
): string | undefined {
  if (errores.palabras) return errores.palabras;
  const i = palabras.findIndex((_, j) => errores[`palabras.${j}`]);
  return i < 0 ? undefined : `«${palabras[i]}»: ${errores[`palabras.${i}`]}`;
}

/** What a rule does, in a few words (the list's column). */
export function efecto(r: Regla): string {
  const partes = [
    r.promover.length ? `Destaca ${r.promover.map((p) => p.nombre).join(', ')}` : null,
    r.ocultar.length
      ? `Esconde ${r.ocultar.length === 1 ? '1 producto' : `${r.ocultar.length} productos`}`
      : null,
    r.impulso === 'ninguno'
      ? null
      : r.impulso === 'ofertas'
        ? 'Impulsa las ofertas'
        : `Impulsa ${r.impulso === 'marca' ? 'la marca' : 'la categoría'} «${r.impulsoValor}»`,
    r.aviso ? `Aviso «${r.aviso}»` : null,
  ];
  return partes.filter(Boolean).join(' · ');
}

export const vigencia = (r: Pick<Regla, 'desde' | 'hasta'>) =>
  r.desde ? `${r.desde} a ${r.hasta}` : 'Siempre';
