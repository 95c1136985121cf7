/**
 * The back-office's configuration (issue 35, spec §7 "Admin config", decision 0047): the day's BCV
 * rate (Bs per USD) with its history, the IGTF percentage, category icons, minimum purchase,
 * packaging cost and the two thresholds (a rate change that needs confirming, a balance adjustment
 * that needs a second approval). Each value is saved on its own with the value the form opened
 * (`anterior`: the optimistic concurrency of a single-row table); decimals travel as strings and
 * staff may type a comma or a dot.
 */
import { z } from '@mercado/shared/zod';
import { formatRate } from '../rules/money.ts';
import { HistorialQuerySchema, paginadoSchema } from './admin.ts';
import {
  errorDecimal,
  MensajesInventario,
  MontoEntradaSchema,
  normalizarDecimal,
} from './admin-inventario.ts';

export const MensajesConfig = {
  CONFLICTO:
    'Otra persona cambió este valor mientras usted lo editaba. No se guardó: recargue la página para ver el valor actual.',
  TASA_CERO: 'La tasa debe ser mayor que cero',
  TASA_IGUAL: 'La tasa nueva es igual a la actual',
  TASA_NEGATIVA: 'La tasa no puede ser negativa',
  PORCENTAJE_NEGATIVO: 'El porcentaje no puede ser negativo',
  IGTF_MAXIMO: 'El IGTF no puede pasar de 100 %',
  UMBRAL_CERO: 'El umbral debe ser mayor que cero',
  UMBRAL_MAXIMO: 'El umbral no puede pasar de 1000 %',
  /** A rate change above the threshold, sent without `confirmar` (the page asks first). */
  tasaSinConfirmar: (anterior: string, nueva: string, cambio: string, umbral: string) =>
    `La tasa cambia ${cambio.replace('.', ',')} % (de Bs. ${formatRate(anterior)} a Bs. ${formatRate(nueva)}), más que el ${umbral.replace('.', ',')} % permitido sin confirmar. Revise el valor y confírmelo.`,
} as const;

/**
 * A decimal typed with a comma or a dot → its canonical string at `escala`, within the column's
 * digits; `regla` refuses a well-formed value out of range (its message, or null).
 */
const decimal = (escala: number, enteros: number, negativo: string, regla?: (v: string) => string | null) =>
  z.pipe(
    z.string({ error: MensajesInventario.NUMERO_INVALIDO }).check(
      z.superRefine((v, ctx) => {
        const mensaje =
          errorDecimal(v, escala, enteros, negativo) ??
          regla?.(normalizarDecimal(v, escala, enteros)!) ??
          null;
        if (mensaje) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
      }),
    ),
    z.transform((v) => normalizarDecimal(v, escala, enteros)!),
  );
const positivo = (mensaje: string) => (v: string) => (/[1-9]/.test(v) ? null : mensaje);
const hasta = (maximo: number, mensaje: string) => (v: string) => (Number(v) > maximo ? mensaje : null);

/** Bs per USD, numeric(12,4), above zero. */
export const TasaEntradaSchema = decimal(
  4,
  8,
  MensajesConfig.TASA_NEGATIVA,
  positivo(MensajesConfig.TASA_CERO),
);
/** USD, numeric(12,2). */
const MontoSchema = MontoEntradaSchema;
/** IGTF percent, numeric(9,4), 0 to 100. */
const IgtfSchema = decimal(4, 3, MensajesConfig.PORCENTAJE_NEGATIVO, hasta(100, MensajesConfig.IGTF_MAXIMO));
/** Percent, numeric(6,2), above zero, up to 1000. */
const UmbralSchema = decimal(
  2,
  4,
  MensajesConfig.PORCENTAJE_NEGATIVO,
  (v) => positivo(MensajesConfig.UMBRAL_CERO)(v) ?? hasta(1000, MensajesConfig.UMBRAL_MAXIMO)(v),
);

// Each edit: the new value and the value the form opened, `anterior` (a stale one is refused with 409).
export const TasaEditarSchema = z.strictObject({
  tasa: TasaEntradaSchema,
  anterior: TasaEntradaSchema,
  /** Set once staff confirmed a change above `tasaUmbralConfirmacion`. */
  confirmar: z.optional(z.boolean({ error: 'Confirmación inválida' })),
});
export const IconoCategoriaEditarSchema = z.strictObject({
  iconoCategoria: z.boolean({ error: 'Elija si se muestran los iconos' }),
  anterior: z.boolean({ error: 'Valor anterior inválido' }),
});
export const MinimoCompraEditarSchema = z.strictObject({ minimoCompra: MontoSchema, anterior: MontoSchema });
export const CostoEmpaquetadoEditarSchema = z.strictObject({
  costoEmpaquetado: MontoSchema,
  anterior: MontoSchema,
});
export const IgtfEditarSchema = z.strictObject({ igtf: IgtfSchema, anterior: IgtfSchema });
export const TasaUmbralEditarSchema = z.strictObject({
  tasaUmbralConfirmacion: UmbralSchema,
  anterior: UmbralSchema,
});
export const AjusteUmbralEditarSchema = z.strictObject({
  ajusteUmbralAprobacion: MontoSchema,
  anterior: MontoSchema,
});

/** The configuration as staff edit it (decimals as the columns keep them: "236.4500", "3.0000", "10.00"). */
export const ConfigAdminSchema = z.object({
  tasa: z.string(),
  minimoCompra: z.string(),
  iconoCategoria: z.boolean(),
  costoEmpaquetado: z.string(),
  igtf: z.string(),
  tasaUmbralConfirmacion: z.string(),
  ajusteUmbralAprobacion: z.string(),
});
export type ConfigAdmin = z.infer<typeof ConfigAdminSchema>;

/** One rate set: when, the rate, the one before, the change in % ("-1.25", null for the first), who. */
export const TasaHistorialSchema = z.object({
  id: z.int(),
  fecha: z.string(),
  tasa: z.string(),
  anterior: z.nullable(z.string()),
  cambio: z.nullable(z.string()),
  /** Staff's e-mail; null for the rate the history started with. */
  usuario: z.nullable(z.string()),
});
export type TasaHistorial = z.infer<typeof TasaHistorialSchema>;

/** GET /admin/config/configdata?pagina=: the configuration and a page of the rate's history. */
export const ConfigDataQuerySchema = HistorialQuerySchema;
export const ConfigDataSchema = z.object({
  configuracion: ConfigAdminSchema,
  historialTasa: paginadoSchema(TasaHistorialSchema),
});
export type ConfigData = z.infer<typeof ConfigDataSchema>;

const ESCALA_TASA = 10_000n;
const aUnidades = (decimalTexto: string, escala: bigint) => {
  const [entero = '0', fraccion = ''] = decimalTexto.split('.');
  const digitos = escala.toString().length - 1;
  const signo = entero.startsWith('-') ? -1n : 1n;
  return (
    signo *
    (BigInt(entero.replace('-', '')) * escala + BigInt(fraccion.padEnd(digitos, '0').slice(0, digitos)))
  );
};

/**
 * The change from `anterior` to `nueva` (two rates) in percent, rounded half away from zero to two
 * decimals: ("200.0000", "230.0000") → "15.00"; ("200", "199") → "-0.50". Exact (integers, no floats).
 */
export function cambioPorcentual(anterior: string, nueva: string): string {
  const a = aUnidades(anterior, ESCALA_TASA);
  const diferencia = aUnidades(nueva, ESCALA_TASA) - a;
  const negativo = diferencia < 0n;
  const abs = negativo ? -diferencia : diferencia;
  // Hundredths of a percent: abs / a * 10000, rounded.
  const centesimas = (abs * 10_000n * 2n + a) / (2n * a);
  const texto = `${centesimas / 100n}.${(centesimas % 100n).toString().padStart(2, '0')}`;
  return negativo && centesimas > 0n ? `-${texto}` : texto;
}

/** Whether going from `anterior` to `nueva` changes the rate by more than `umbral` percent (exact). */
export function superaUmbral(anterior: string, nueva: string, umbral: string): boolean {
  const a = aUnidades(anterior, ESCALA_TASA);
  const diferencia = aUnidades(nueva, ESCALA_TASA) - a;
  const abs = diferencia < 0n ? -diferencia : diferencia;
  // abs / a * 100 > umbral  ⇔  abs * 100 * 100 > umbral_in_hundredths * a
  return abs * 10_000n > aUnidades(umbral, 100n) * a;
}
