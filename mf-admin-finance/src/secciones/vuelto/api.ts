/** The vuelto section's typed client (the endpoint table), through the platform's http client; how its values read. */
import { VUELTO_MOTIVOS } from '@mercado/shared/contracts';
import { FORMAS_LIQUIDACION, VUELTO_ESTADOS } from '@mercado/shared/contracts/admin-vuelto';
import { adminVuelto } from '@mercado/shared/endpoints/admin-vuelto';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { formatMoney, MonedaTipo, toCents } from '@mercado/shared/rules';

export const api = createApiClient({ adminVuelto }, () => platform.services.http).adminVuelto;

/** "$ 12,50" */
export const dolares = (monto: string) => formatMoney(toCents(monto), null);
/** "Bs. 456,25" */
export const bolivares = (monto: string) => formatMoney(toCents(monto), { tipo: MonedaTipo.BOLIVAR });

export const MOTIVOS: Record<string, string> = VUELTO_MOTIVOS;
export const ESTADOS: Record<string, string> = VUELTO_ESTADOS;
export const FORMAS: Record<string, string> = FORMAS_LIQUIDACION;

export const opciones = (etiquetas: Record<string, string>) =>
  Object.entries(etiquetas).map(([valor, etiqueta]) => ({ valor, etiqueta }));
