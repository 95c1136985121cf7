// @vitest-environment jsdom
/**
 * The kit's image field (CampoImagen) as staff use it: a refused file says why and is not sent; a
 * chosen image shows at once while it uploads, and the page gets the answer; a refused upload
 * shows the API's reason for the file and drops the preview.
 */
import { CampoImagen } from '@mercado/admin-kit';
import { MensajesSubida } from '@mercado/shared/contracts';
import { Provider } from 'jotai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let contenedor: HTMLElement;

beforeEach(() => {
  contenedor = document.createElement('div');
  document.body.append(contenedor);
  root = createRoot(contenedor);
  URL.createObjectURL = vi.fn(() => 'blob:vista');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  act(() => root.unmount());
  contenedor.remove();
});

function abrir(subir: (archivo: File) => Promise<string>, alSubir: (respuesta: string) => void) {
  act(() =>
    root.render(
      <Provider>
        <CampoImagen
          etiqueta="Imagen"
          actual={null}
          alt="Imagen de la categoría"
          subir={subir}
          alSubir={alSubir}
        />
      </Provider>,
    ),
  );
}

async function elegir(archivo: File) {
  const input = contenedor.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [archivo], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

const texto = (selector: string) => contenedor.querySelector(selector)?.textContent ?? null;
const png = () => new File([new Uint8Array(8)], 'foto.png', { type: 'image/png' });

it('refuses a file that is not an image, without sending it', async () => {
  const subir = vi.fn(async () => 'ok');
  abrir(subir, vi.fn());
  await elegir(new File(['hola'], 'nota.txt', { type: 'text/plain' }));
  expect(texto('[role="alert"]')).toBe(MensajesSubida.FORMATO);
  expect(subir).not.toHaveBeenCalled();
});

it('shows the chosen image while it uploads, then gives the page the answer', async () => {
  let responder: (respuesta: string) => void = () => {};
  const alSubir = vi.fn();
  abrir(() => new Promise((resolve) => (responder = resolve)), alSubir);
  await elegir(png());
  expect(texto('[role="status"]')).toBe('Subiendo imagen…');
  expect(contenedor.querySelector('img')?.getAttribute('src')).toBe('blob:vista');
  await act(async () => responder('/media/imagen.png'));
  expect(alSubir).toHaveBeenCalledWith('/media/imagen.png');
  expect(texto('[role="status"]')).toBeNull();
});

it("shows the API's reason when the upload is refused, and drops the preview", async () => {
  const rechazo = {
    statusCode: 400,
    mensaje: 'Datos inválidos',
    campos: { archivo: 'La imagen está dañada' },
  };
  const alSubir = vi.fn();
  abrir(() => Promise.reject(rechazo), alSubir);
  await elegir(png());
  expect(texto('[role="alert"]')).toBe('La imagen está dañada');
  expect(contenedor.querySelector('img')).toBeNull();
  expect(alSubir).not.toHaveBeenCalled();
});
