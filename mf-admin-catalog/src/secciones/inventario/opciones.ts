/** The zone's branches and categories (filters and forms), read once per zone while a page shows them. */

import { useDatosAdmin } from '@mercado/admin-kit';
import type { InventarioOpciones } from '@mercado/shared/contracts';
import { api } from './api.ts';

export function useOpciones(zona: string): InventarioOpciones | null {
  const { carga, anteriores } = useDatosAdmin(`inventario-opciones:${zona}`, () => api.opciones({ zona }));
  return carga.estado === 'listo' ? carga.datos : anteriores;
}
