/** The customer sections' pages (membresia, cliente, borrar-cuenta, referido) by their key in the description (their pattern under /admin). */
import { SolicitudBorrado } from '../borrar-cuenta/SolicitudBorrado.tsx';
import { SolicitudesBorrado } from '../borrar-cuenta/SolicitudesBorrado.tsx';
import { SolicitudesPrime } from '../membresia/SolicitudesPrime.tsx';
import { SolicitudPrime } from '../membresia/SolicitudPrime.tsx';
import { PaginaReferido } from '../referido/PaginaReferido.tsx';
import { Referidos } from '../referido/Referidos.tsx';
import { Bloqueo } from './Bloqueo.tsx';
import { ListaClientes } from './ListaClientes.tsx';
import { PaginaCliente } from './PaginaCliente.tsx';

export const paginasClientes = {
  'membresia/solicitud': SolicitudesPrime,
  'membresia/solicitud/:solicitud': SolicitudPrime,
  cliente: ListaClientes,
  'cliente/:cliente': PaginaCliente,
  'cliente/:cliente/bloqueo': Bloqueo,
  'borrar-cuenta': SolicitudesBorrado,
  'borrar-cuenta/:solicitud': SolicitudBorrado,
  referido: Referidos,
  'referido/:referido': PaginaReferido,
};
