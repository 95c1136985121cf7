/** The `envio` section's pages by their key in the description (their pattern under /admin). */
import { FormEnvio } from './FormEnvio.tsx';
import { ListaEnvio } from './ListaEnvio.tsx';

export const paginasEnvio = {
  envio: ListaEnvio,
  'envio/registrar': FormEnvio,
  'envio/:envio/editar': FormEnvio,
};
