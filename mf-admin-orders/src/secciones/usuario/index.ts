/** The staff users section's pages by their pattern under /admin (`elegirPagina`). */
import type { SubpaginaProps } from '@mercado/admin-kit';
import type { ComponentType } from 'react';
import { ListaUsuarios } from './ListaUsuarios.tsx';
import { RegistrarUsuario } from './RegistrarUsuario.tsx';
import { Usuario } from './Usuario.tsx';

export const paginasUsuario: Record<string, ComponentType<SubpaginaProps>> = {
  usuario: ListaUsuarios,
  'usuario/registrar': RegistrarUsuario,
  'usuario/:usuario': Usuario,
};
