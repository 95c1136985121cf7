/** The push segments section's pages by their pattern under /admin (`elegirPagina`). */
import type { SubpaginaProps } from '@mercado/admin-kit';
import type { ComponentType } from 'react';
import { ListaSegmentos } from './ListaSegmentos.tsx';
import { RegistrarSegmento } from './RegistrarSegmento.tsx';
import { Segmento } from './Segmento.tsx';

export const paginasOneSignal: Record<string, ComponentType<SubpaginaProps>> = {
  onesignal: ListaSegmentos,
  'onesignal/registrar': RegistrarSegmento,
  'onesignal/:segmento': Segmento,
};
