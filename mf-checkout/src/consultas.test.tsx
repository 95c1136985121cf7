// @vitest-environment jsdom
/**
 * The checkout's two homes for server data: a panel's list is read once for the life of the page
 * (spec §4), a failed read is read again, a 401 is left to the platform (loading, no error); the
 * payment's data is read again on each visit.
 */
import { Provider } from 'jotai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Lectura, useConsultaDeLaPagina, useConsultaDeLaVisita } from './consultas.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let contenedor: HTMLElement;
let ultima: Lectura<string>;

type Hook = typeof useConsultaDeLaPagina;

function Vista({ useDatos, leer, clave }: { useDatos: Hook; leer: () => Promise<string>; clave: string }) {
  ultima = useDatos(clave, leer);
  const { carga } = ultima;
  return <p>{carga.estado === 'listo' ? carga.datos : carga.estado}</p>;
}

/** Mounts a view (each mount its own parcel store, as createRemoteLifecycles gives) and lets it settle. */
async function abrir(leer: () => Promise<string>, deLaPagina: boolean, clave = 'k') {
  const useDatos: Hook = deLaPagina ? useConsultaDeLaPagina : useConsultaDeLaVisita;
  await act(async () =>
    root.render(
      <Provider key={Math.random()}>
        <Vista useDatos={useDatos} leer={leer} clave={clave} />
      </Provider>,
    ),
  );
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return contenedor.textContent;
}

const cerrar = () => act(async () => root.render(null));
const fallo = (statusCode: number) => Object.assign(new Error('x'), { statusCode, mensaje: 'x', campos: {} });

beforeEach(() => {
  contenedor = document.createElement('div');
  document.body.append(contenedor);
  root = createRoot(contenedor);
});
afterEach(async () => {
  await act(async () => root.unmount());
  contenedor.remove();
});

describe('useConsultaDeLaPagina', () => {
  it('shows what it read when opened again, without asking again', async () => {
    const leer = vi.fn(async () => 'cupones');
    expect(await abrir(leer, true, 'una-vez')).toBe('cupones');
    await cerrar();
    expect(await abrir(leer, true, 'una-vez')).toBe('cupones');
    expect(leer).toHaveBeenCalledTimes(1);
  });

  it('reads a failed key again on the next opening, and on retry', async () => {
    const leer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(fallo(503))
      .mockResolvedValue('pedidos');
    expect(await abrir(leer, true, 'fallida')).toBe('error');
    await cerrar();
    expect(await abrir(leer, true, 'fallida')).toBe('pedidos');
    leer.mockRejectedValueOnce(fallo(503));
    await cerrar();
    expect(await abrir(leer, true, 'fallida-2')).toBe('error');
    await act(async () => ultima.recargar());
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(contenedor.textContent).toBe('pedidos');
  });

  it('shows a 401 as loading: the platform has ended the session', async () => {
    expect(await abrir(() => Promise.reject(fallo(401)), true, 'vencida')).toBe('cargando');
  });
});

describe('useConsultaDeLaVisita', () => {
  it('reads again on each visit', async () => {
    const leer = vi.fn(async () => 'formulario');
    expect(await abrir(leer, false)).toBe('formulario');
    await cerrar();
    expect(await abrir(leer, false)).toBe('formulario');
    expect(leer).toHaveBeenCalledTimes(2);
  });
});
