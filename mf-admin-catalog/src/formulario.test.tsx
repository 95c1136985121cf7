// @vitest-environment jsdom
/**
 * The kit's form (useFormulario) after the API refuses a save: a 409 that names a field (a slug in
 * use) is that field's message, beside it; a 409 that names none, or only the version, says the
 * record changed meanwhile (the page offers to load the current one) and marks no field.
 */
import { useFormulario } from '@mercado/admin-kit';
import { z } from '@mercado/shared/zod';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let contenedor: HTMLElement;

beforeEach(() => {
  contenedor = document.createElement('div');
  document.body.append(contenedor);
  root = createRoot(contenedor);
});

afterEach(() => {
  act(() => root.unmount());
  contenedor.remove();
});

/** A failed call as the platform's client throws it (read by its shape). */
const fallo = (statusCode: number, mensaje: string, campos: Record<string, string> = {}) => ({
  statusCode,
  mensaje,
  campos,
});

type Formulario = ReturnType<typeof useFormulario<{ slug: string }, z.ZodType>>;

/** The form under test, saving against an API that refuses with `error`; the test reads it back. */
let actual: Formulario | null = null;
/** Each save mounts a new form. */
let veces = 0;
function Prueba({ error }: { error: unknown }) {
  actual = useFormulario({
    inicial: { slug: 'mascotas' },
    esquema: z.object({ slug: z.string() }),
    guardar: () => Promise.reject(error),
  });
  return null;
}

/** Saves once against an API that refuses with `error`; the form as it is afterwards. */
async function guardarRechazado(error: unknown): Promise<Formulario> {
  act(() => root.render(<Prueba key={++veces} error={error} />));
  await act(async () => {
    await actual!.enviar();
  });
  return actual!;
}

it('a 409 that names a field shows its message on that field, and is no conflict', async () => {
  const f = await guardarRechazado(
    fallo(409, 'Ese slug ya está en uso', { slug: 'Ese slug ya está en uso' }),
  );
  expect(f.errores).toEqual({ slug: 'Ese slug ya está en uso' });
  expect(f.conflicto).toBe(false);
  expect(f.general).toBe('Ese slug ya está en uso');
});

it('a 409 on the version, or on no field, is the conflict and marks no field', async () => {
  const cambio = 'El registro cambió mientras lo editaba';
  for (const error of [fallo(409, cambio, { version: cambio }), fallo(409, cambio)]) {
    const f = await guardarRechazado(error);
    expect(f.conflicto).toBe(true);
    expect(f.errores).toEqual({});
    expect(f.general).toBe(cambio);
  }
});

it('a 422 names its fields as the API sent them', async () => {
  const f = await guardarRechazado(fallo(422, 'Revise los campos', { slug: 'Slug inválido' }));
  expect(f.errores).toEqual({ slug: 'Slug inválido' });
  expect(f.conflicto).toBe(false);
});
