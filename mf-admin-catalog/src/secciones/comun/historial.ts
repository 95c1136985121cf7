/** What the catalogue sections' histories share (issue 33). */

import { type FormatoHistorial, OCULTO } from '@mercado/admin-kit';
import { formatDate } from '@mercado/shared/rules';

/** A stored file as its name: '/media/categoria/harinas-640.webp' → 'harinas-640.webp'. */
export const archivo = (valor: unknown): string => String(valor).split('/').pop() ?? String(valor);

/** A calendar day ('2026-12-24') in words, read at noon on the Caracas clock so it stays that day. */
export const dia = (valor: unknown): string => {
  const texto = String(valor);
  return /^\d{4}-\d{2}-\d{2}$/.test(texto) ? formatDate(`${texto}T12:00:00-04:00`) : texto;
};

/** A record's bookkeeping, which no manager reads: its id, version, zone and image sizes. */
export const CONTABILIDAD: FormatoHistorial = {
  id: OCULTO,
  version: OCULTO,
  zonaId: OCULTO,
  imagenAncho: OCULTO,
  imagenAlto: OCULTO,
};
