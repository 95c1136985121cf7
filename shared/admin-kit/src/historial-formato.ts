/**
 * How a section's history reads for a manager (issue 33): each field the API records, named in
 * Spanish and its value written in words ('Categoría: Harinas', 'Precio normal: $ 2,50 → $ 2,90',
 * 'Activo → Bloqueado'). Each section declares its own `FormatoHistorial` beside its fields; the kit
 * draws every history with it. The API records some tables' columns as they are (snake_case) and
 * others as the contract's fields (camelCase): a field is looked up under both spellings.
 */

import { formatDateTime, formatMoney, formatTime, toCents } from '@mercado/shared/rules';

export interface CampoHistorial {
  /** The field's Spanish name ('Precio normal'). */
  etiqueta: string;
  /** The value in words; by default text as it is, 'Sí'/'No', and '—' for nothing. */
  valor?: (valor: unknown) => string;
  /**
   * A value made of parts (a price per user type: `{precio, oferta}`): each part that changed is a
   * row of its own, named by its own `etiqueta`.
   */
  partes?: FormatoHistorial;
}

/** Field → how it reads; `OCULTO` for bookkeeping a manager does not need (a version, a timestamp). */
export type FormatoHistorial = Readonly<Record<string, CampoHistorial | typeof OCULTO>>;

export const OCULTO = 'oculto';

export interface FilaHistorial {
  campo: string;
  etiqueta: string;
  antes: string;
  despues: string;
}

const NADA = '—';

function vacio(valor: unknown): boolean {
  return valor === null || valor === undefined || valor === '';
}

/** Any value as text, for a field whose section gave no `valor`. */
function texto(valor: unknown): string {
  if (vacio(valor)) return NADA;
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  if (typeof valor === 'object') return JSON.stringify(valor);
  return String(valor);
}

/** 'dia_semana' → 'diaSemana'. */
function camel(campo: string): string {
  return campo.replace(/_([a-z0-9])/g, (_, letra: string) => letra.toUpperCase());
}

/** 'categoriaId' / 'categoria_id' → 'Categoria id': an undeclared field still reads as words. */
function nombreProvisional(campo: string): string {
  const palabras = camel(campo)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return palabras.charAt(0).toUpperCase() + palabras.slice(1);
}

function declarado(formato: FormatoHistorial, campo: string): CampoHistorial | typeof OCULTO | undefined {
  return formato[campo] ?? formato[camel(campo)];
}

function igual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function comoObjeto(valor: unknown): Record<string, unknown> | null {
  if (typeof valor === 'string' && valor.startsWith('{')) {
    try {
      return comoObjeto(JSON.parse(valor));
    } catch {
      return null;
    }
  }
  return valor && typeof valor === 'object' && !Array.isArray(valor)
    ? (valor as Record<string, unknown>)
    : null;
}

/**
 * The rows of one recorded change as `formato` reads them: declared fields in the order declared,
 * then any other (named from its key); hidden ones left out; a field with parts split into the
 * parts that differ (all of them when the record was created or deleted).
 */
export function filasDeCambio(
  cambio: { antes: Record<string, unknown> | null; despues: Record<string, unknown> | null },
  formato: FormatoHistorial,
): FilaHistorial[] {
  const antes = cambio.antes ?? {};
  const despues = cambio.despues ?? {};
  const campos = [...new Set([...Object.keys(antes), ...Object.keys(despues)])];
  const orden = Object.keys(formato);
  const posicion = (campo: string) => {
    const i = orden.indexOf(campo) >= 0 ? orden.indexOf(campo) : orden.indexOf(camel(campo));
    return i >= 0 ? i : orden.length;
  };
  campos.sort((a, b) => posicion(a) - posicion(b));
  const ambos = cambio.antes !== null && cambio.despues !== null;
  const filas: FilaHistorial[] = [];
  for (const campo of campos) {
    const como = declarado(formato, campo);
    if (como === OCULTO) continue;
    const a = campo in antes ? antes[campo] : undefined;
    const d = campo in despues ? despues[campo] : undefined;
    if (como?.partes) {
      const partesAntes = comoObjeto(a) ?? {};
      const partesDespues = comoObjeto(d) ?? {};
      const sub = filasDeCambio(
        { antes: cambio.antes ? partesAntes : null, despues: cambio.despues ? partesDespues : null },
        como.partes,
      ).filter((fila) => !ambos || fila.antes !== fila.despues);
      filas.push(...sub.map((fila) => ({ ...fila, campo: `${campo}.${fila.campo}` })));
      continue;
    }
    if (ambos && igual(a, d)) continue;
    const escribir = (valor: unknown) => (vacio(valor) ? NADA : (como?.valor ?? texto)(valor));
    filas.push({
      campo,
      etiqueta: como?.etiqueta ?? nombreProvisional(campo),
      antes: cambio.antes ? escribir(a) : NADA,
      despues: cambio.despues ? escribir(d) : NADA,
    });
  }
  return filas;
}

/** Value writers the sections' formats share. */
export const valores = {
  /** '2.50' (USD, the API's decimal) → '$ 2,50'. */
  dinero: (valor: unknown) => {
    try {
      return formatMoney(toCents(valor as string | number), null);
    } catch {
      return texto(valor);
    }
  },
  /** A moment (ISO) on Caracas time, the long way. */
  momento: (valor: unknown) => {
    try {
      return formatDateTime(valor as string);
    } catch {
      return texto(valor);
    }
  },
  /** '17:00:00' → '5:00 p. m.'. */
  hora: (valor: unknown) => {
    const m = /^(\d{1,2}):(\d{2})/.exec(String(valor));
    if (!m) return texto(valor);
    // A wall-clock time: written through a fixed day on the Caracas clock (UTC−4, no DST).
    return formatTime(`2026-01-01T${m[1]?.padStart(2, '0')}:${m[2]}:00-04:00`);
  },
  siNo: (valor: unknown) => (valor === true || valor === 1 || valor === '1' || valor === 't' ? 'Sí' : 'No'),
  /** A value from a fixed set: `opcion({1: 'Activo', 2: 'Inactivo'})`. */
  opcion:
    (nombres: Readonly<Record<string, string>>) =>
    (valor: unknown): string =>
      nombres[String(valor)] ?? texto(valor),
  /** A record's status (spec §4: 1 ACTIVO, 2 INACTIVO). */
  estatus: (valor: unknown) =>
    Number(valor) === 1 ? 'Activo' : Number(valor) === 2 ? 'Inactivo' : texto(valor),
  /** A list of names. */
  lista: (valor: unknown) => (Array.isArray(valor) ? valor.map(texto).join(', ') || NADA : texto(valor)),
} as const;

export const DIAS_SEMANA = [
  'Domingo',
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
] as const;
