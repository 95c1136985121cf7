/** The `config` section of the admin side panel (spec §2, §6): the configuration: the day's BCV rate and its history, IGTF, category icons, minimum purchase, packaging cost; its pages and panel links. */
import { rolesDeSeccion } from '@mercado/shared/contracts/secciones-admin';

export const seccionConfig = {
  slug: 'config',
  etiqueta: 'Configuraciones',
  roles: rolesDeSeccion('config'),
  subpaginas: [{ etiqueta: 'Configuraciones', ruta: '' }],
  panel: [{ etiqueta: 'Configuraciones', ruta: '' }],
} as const;
