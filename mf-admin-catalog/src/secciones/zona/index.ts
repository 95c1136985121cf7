/**
 * The zones section's pages (decision 0026) by their path under /admin, for `elegirPagina`; the
 * shell's guards check the section's role on every one and the zone's role on those below a zone.
 */
import type { SubpaginaProps } from '@mercado/admin-kit';
import type { ComponentType } from 'react';
import { FormularioRegistro, ListaRegistros } from './Registros.tsx';
import { EditarZona, InicioZona, ListaZonas, RegistrarZona } from './Zonas.tsx';

export const PAGINAS_ZONA: Record<string, ComponentType<SubpaginaProps>> = {
  zona: ListaZonas,
  'zona/registrar': RegistrarZona,
  'zona/:zona': InicioZona,
  'zona/:zona/editar': EditarZona,
  'zona/:zona/:tipo': ListaRegistros,
  'zona/:zona/:tipo/registrar': FormularioRegistro,
  'zona/:zona/:tipo/:id/editar': FormularioRegistro,
  'zona/:zona/area/:area/sector': ListaRegistros,
  'zona/:zona/area/:area/sector/registrar': FormularioRegistro,
  'zona/:zona/area/:area/sector/:id/editar': FormularioRegistro,
};
