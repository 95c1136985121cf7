/** The push segments section's pages by their key in the description (their pattern under /admin). */
import { ListaSegmentos } from './ListaSegmentos.tsx';
import { RegistrarSegmento } from './RegistrarSegmento.tsx';
import { Segmento } from './Segmento.tsx';

export const paginasOneSignal = {
  onesignal: ListaSegmentos,
  'onesignal/registrar': RegistrarSegmento,
  'onesignal/:segmento': Segmento,
};
