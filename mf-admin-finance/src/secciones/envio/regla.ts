/** How the section names a rule and links back to a zone's list. */
import type { EnvioRegla } from '@mercado/shared/contracts/admin-envio';
import { enlace } from '../../descripcion.ts';

export const TODA_LA_ZONA = 'Toda la zona';
export const nombreDeRegla = (r: EnvioRegla) => r.area?.nombre ?? TODA_LA_ZONA;
/** The list of one zone: the breadcrumb of a rule's form and where a save goes. */
export const listaDe = (zona: string) => ({ etiqueta: 'Envíos', href: `${enlace('envio')}?zona=${zona}` });
