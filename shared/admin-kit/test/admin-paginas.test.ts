import { describe, expect, it } from 'vitest';
import { elegirPagina } from '../src/paginas.tsx';

const Lista = () => null;
const Registrar = () => null;
const Ver = () => null;
const Editar = () => null;
const paginas = {
  categoria: Lista,
  'categoria/registrar': Registrar,
  'categoria/:categoria': Ver,
  'categoria/:categoria/editar': Editar,
};

describe('elegirPagina', () => {
  it('picks the sub-page of the path, with its params decoded', () => {
    expect(elegirPagina('/admin/categoria', paginas)?.Pagina).toBe(Lista);
    expect(elegirPagina('/admin/categoria/', paginas)?.Pagina).toBe(Lista);
    expect(elegirPagina('/admin/categoria/12/editar', paginas)).toEqual({
      Pagina: Editar,
      ruta: { categoria: '12' },
    });
    expect(elegirPagina('/admin/categoria/caf%C3%A9', paginas)).toEqual({
      Pagina: Ver,
      ruta: { categoria: 'café' },
    });
  });
  it('prefers a literal segment to a param, and finds nothing for an unknown path', () => {
    expect(elegirPagina('/admin/categoria/registrar', paginas)?.Pagina).toBe(Registrar);
    expect(elegirPagina('/admin/categoria/12/borrar', paginas)).toBeNull();
    expect(elegirPagina('/admin/producto', paginas)).toBeNull();
  });
});
