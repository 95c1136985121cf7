/** The advertising section's pages by their path under /admin (`elegirPagina`). */
import { ImagenesPublicidad, ImagenListaRapida, ImagenOferta, MensajePublicidad } from './Banners.tsx';
import { Destacados, EditarDestacado, RegistrarDestacado } from './Destacados.tsx';
import { EditarSlider, RegistrarSlider, Sliders } from './Sliders.tsx';
import { ZonaPublicidad, ZonasPublicidad } from './Zona.tsx';

const zona = 'publicidad/zona/:zona';

export const paginasPublicidad = {
  'publicidad/zona': ZonasPublicidad,
  [zona]: ZonaPublicidad,
  [`${zona}/mensaje-publicidad`]: MensajePublicidad,
  [`${zona}/publicidad`]: ImagenesPublicidad,
  [`${zona}/imagen-oferta`]: ImagenOferta,
  [`${zona}/imagen-lista-rapida`]: ImagenListaRapida,
  [`${zona}/destacado`]: Destacados,
  [`${zona}/destacado/registrar`]: RegistrarDestacado,
  [`${zona}/destacado/:destacado`]: EditarDestacado,
  [`${zona}/slider`]: Sliders,
  [`${zona}/slider/registrar`]: RegistrarSlider,
  [`${zona}/slider/:slider`]: EditarSlider,
};
