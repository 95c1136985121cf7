// @vitest-environment jsdom
/**
 * What a save says (the kit's `avisar`), in the page frame's status region under the title: shown on
 * its page, kept through the navigation to a registered record's page, gone after the next change of
 * the form or once another page is shown.
 */
import { avisar, PaginaAdmin, useFormulario } from '@mercado/admin-kit';
import { z } from '@mercado/shared/zod';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let contenedor: HTMLElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/producto/registrar');
  contenedor = document.createElement('div');
  document.body.append(contenedor);
  root = createRoot(contenedor);
});

afterEach(() => {
  act(() => root.unmount());
  contenedor.remove();
});

/** The page at the current URL (the parcel draws it again on every navigation). */
const pagina = (hijos: React.ReactNode = null) =>
  act(() =>
    root.render(
      <PaginaAdmin key={window.location.pathname} titulo="Página" migas={[]}>
        {hijos}
      </PaginaAdmin>,
    ),
  );
const ir = (ruta: string) => {
  window.history.pushState(null, '', ruta);
  pagina();
};
const estado = () => contenedor.querySelector('[role="status"]')?.textContent ?? null;

it('shows the message on its page, in the one status region under the title', () => {
  pagina();
  expect(estado()).toBe('');
  act(() => avisar('Cambios guardados'));
  expect(estado()).toBe('Cambios guardados');
  expect(contenedor.querySelectorAll('[role="status"]')).toHaveLength(1);
});

it('waits for the page a save goes to, and is gone once another page is shown', () => {
  pagina();
  act(() => avisar('Producto registrado', '/admin/producto/7/editar?x=1'));
  // Still on the form: the message is the new record's page's.
  expect(estado()).toBe('');
  ir('/admin/producto/7/editar');
  expect(estado()).toBe('Producto registrado');
  ir('/admin/producto');
  expect(estado()).toBe('');
  ir('/admin/producto/7/editar');
  expect(estado()).toBe('');
});

let formulario: ReturnType<typeof useFormulario<{ nombre: string }, z.ZodType>> | null = null;
function Formulario() {
  formulario = useFormulario({
    inicial: { nombre: 'Harinas' },
    esquema: z.object({ nombre: z.string() }),
    guardar: async () => ({ id: 1 }),
  });
  return null;
}

it("the kit's form says 'Cambios guardados' after a save, and forgets it at the next change", async () => {
  pagina(<Formulario />);
  await act(async () => {
    await formulario!.enviar();
  });
  expect(estado()).toBe('Cambios guardados');
  act(() => formulario!.poner('nombre', 'Harina'));
  expect(estado()).toBe('');
});
