/** The staff users section's pages by their key in the description (their pattern under /admin). */
import { ListaUsuarios } from './ListaUsuarios.tsx';
import { RegistrarUsuario } from './RegistrarUsuario.tsx';
import { Usuario } from './Usuario.tsx';

export const paginasUsuario = {
  usuario: ListaUsuarios,
  'usuario/registrar': RegistrarUsuario,
  'usuario/:usuario': Usuario,
};
