/** The zone's branches and categories (filters and forms), read once per zone while a page shows them. */
import type { InventarioOpciones } from '@mercado/shared/contracts';
import { useDatosAdmin } from '@mercado/shared/react/admin';
import { api } from './api.ts';

export function useOpciones(zona: string): InventarioOpciones | null {
  const { carga, anteriores } = useDatosAdmin(`inventario-opciones:${zona}`, () => api.opciones({ zona }));
  return carga.estado === 'listo' ? carga.datos : anteriores;
}
