/**
 * The zones section's pages (decision 0026) by their key in the description (their pattern under
 * /admin); the shell's guards check the section's role on every one and the zone's role on those
 * below a zone. One list serves each kind of record, its kind taken from the page's key.
 */
import type { SubpaginaProps } from '@mercado/admin-kit';
import { FormularioRegistro, ListaRegistros } from './Registros.tsx';
import type { TIPOS } from './tipos.ts';
import { EditarZona, InicioZona, ListaZonas, RegistrarZona } from './Zonas.tsx';

/** The list of one kind of a zone's records. */
const lista =
  (tipo: (typeof TIPOS)[number]) =>
  ({ ruta, ...props }: SubpaginaProps<'zona'>) => <ListaRegistros {...props} ruta={{ ...ruta, tipo }} />;

export const PAGINAS_ZONA = {
  zona: ListaZonas,
  'zona/registrar': RegistrarZona,
  'zona/:zona': InicioZona,
  'zona/:zona/editar': EditarZona,
  'zona/:zona/direccion': lista('direccion'),
  'zona/:zona/area': lista('area'),
  'zona/:zona/horario': lista('horario'),
  'zona/:zona/horario-pickup': lista('horario-pickup'),
  'zona/:zona/envio-bloqueo': lista('envio-bloqueo'),
  'zona/:zona/link-menu': lista('link-menu'),
  'zona/:zona/:tipo/registrar': FormularioRegistro,
  'zona/:zona/:tipo/:id/editar': FormularioRegistro,
  'zona/:zona/area/:area/sector': ListaRegistros,
  'zona/:zona/area/:area/sector/registrar': FormularioRegistro,
  'zona/:zona/area/:area/sector/:id/editar': FormularioRegistro,
};
