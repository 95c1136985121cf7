// @vitest-environment jsdom
import { act, type ComponentType, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyNamed } from '../src/react/index.tsx';

function Pagina({ nombre }: { nombre: string }) {
  return <p>Hola, {nombre}</p>;
}

/** A module import the test finishes, counting how often it was asked for. */
function importControlado() {
  let llegar: () => void = () => {};
  let fallar: (error: Error) => void = () => {};
  const estado = { llamadas: 0 };
  const cargar = () => {
    estado.llamadas++;
    return new Promise<{ Pagina: typeof Pagina }>((resolve, reject) => {
      llegar = () => resolve({ Pagina });
      fallar = reject;
    });
  };
  return { cargar, estado, llegar: () => llegar(), fallar: (error: Error) => fallar(error) };
}

const montados: Root[] = [];
/** Renders under a Suspense boundary; `vistos` records every text the container showed. */
async function renderizar(Componente: ComponentType<{ nombre: string }>) {
  const container = document.createElement('div');
  const vistos: string[] = [];
  new MutationObserver(() => vistos.push(container.textContent ?? '')).observe(container, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  const root = createRoot(container);
  montados.push(root);
  await act(async () =>
    root.render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Componente nombre="Ana" />
      </Suspense>,
    ),
  );
  return { container, vistos };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  for (const root of montados.splice(0)) act(() => root.unmount());
});

describe('lazyNamed', () => {
  it('once preloaded, renders the component at once: no fallback is ever shown', async () => {
    const modulo = importControlado();
    const Perezosa = lazyNamed(modulo.cargar, 'Pagina');
    const precarga = Perezosa.preload();
    modulo.llegar();
    await precarga;
    const { container, vistos } = await renderizar(Perezosa);
    expect(container.textContent).toBe('Hola, Ana');
    expect(vistos).not.toContain('Cargando…');
    expect(modulo.estado.llamadas).toBe(1);
  });

  it('not preloaded, shows the fallback until its module arrives, and asks for it once', async () => {
    const modulo = importControlado();
    const Perezosa = lazyNamed(modulo.cargar, 'Pagina');
    const { container } = await renderizar(Perezosa);
    expect(container.textContent).toBe('Cargando…');
    void Perezosa.preload();
    await act(async () => modulo.llegar());
    expect(container.textContent).toBe('Hola, Ana');
    expect(modulo.estado.llamadas).toBe(1);
  });

  it('a failed download is asked for again by the next preload', async () => {
    const modulo = importControlado();
    const Perezosa = lazyNamed(modulo.cargar, 'Pagina');
    const primera = Perezosa.preload();
    modulo.fallar(new Error('sin red'));
    await expect(primera).rejects.toThrow('sin red');
    const segunda = Perezosa.preload();
    modulo.llegar();
    await segunda;
    expect(modulo.estado.llamadas).toBe(2);
    const { container } = await renderizar(Perezosa);
    expect(container.textContent).toBe('Hola, Ana');
  });
});
