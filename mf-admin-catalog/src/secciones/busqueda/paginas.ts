/** The search section's pages by their key in the description (their pattern under /admin). */
import { EditarRegla, RegistrarRegla, ReglasDeZona, ZonasBusqueda } from './Reglas.tsx';
import { EditarSinonimo, ListaSinonimos, RegistrarSinonimo } from './Sinonimos.tsx';
import { VistaPreviaBusqueda } from './VistaPrevia.tsx';

export const paginasBusqueda = {
  'busqueda/sinonimo': ListaSinonimos,
  'busqueda/sinonimo/registrar': RegistrarSinonimo,
  'busqueda/sinonimo/:sinonimo': EditarSinonimo,
  'busqueda/zona': ZonasBusqueda,
  'busqueda/zona/:zona': ReglasDeZona,
  'busqueda/zona/:zona/vista-previa': VistaPreviaBusqueda,
  'busqueda/zona/:zona/registrar': RegistrarRegla,
  'busqueda/zona/:zona/regla/:regla': EditarRegla,
};
