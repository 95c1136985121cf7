/** The advertising section's pages by their key in the description (their pattern under /admin). */
import { ImagenesPublicidad, ImagenListaRapida, ImagenOferta, MensajePublicidad } from './Banners.tsx';
import { Destacados, EditarDestacado, RegistrarDestacado } from './Destacados.tsx';
import { Publicaciones } from './Publicaciones.tsx';
import { EditarSlider, RegistrarSlider, Sliders } from './Sliders.tsx';
import { ZonaPublicidad, ZonasPublicidad } from './Zona.tsx';

export const paginasPublicidad = {
  'publicidad/zona': ZonasPublicidad,
  'publicidad/zona/:zona': ZonaPublicidad,
  'publicidad/zona/:zona/mensaje-publicidad': MensajePublicidad,
  'publicidad/zona/:zona/publicidad': ImagenesPublicidad,
  'publicidad/zona/:zona/imagen-oferta': ImagenOferta,
  'publicidad/zona/:zona/imagen-lista-rapida': ImagenListaRapida,
  'publicidad/zona/:zona/destacado': Destacados,
  'publicidad/zona/:zona/destacado/registrar': RegistrarDestacado,
  'publicidad/zona/:zona/destacado/:destacado': EditarDestacado,
  'publicidad/zona/:zona/slider': Sliders,
  'publicidad/zona/:zona/slider/registrar': RegistrarSlider,
  'publicidad/zona/:zona/slider/:slider': EditarSlider,
  'publicidad/zona/:zona/publicaciones': Publicaciones,
};
