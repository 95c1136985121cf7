import { describe, expect, it } from 'vitest';
import { descripcion } from '../descripcion.ts';
import { apiInicio, apiListaRapida, apiListasRapidas, apiProducto } from './rutasApi.ts';

const rutas: readonly { page: string; datos?: string }[] = descripcion.routes;

/** What each page asks for first (a zone and a slug with characters that need encoding). */
const PEDIDO: Record<string, string> = {
  zona: apiInicio('caracas'),
  producto: apiProducto('caracas', 'arroz mary/1kg'),
  'listas-rapidas': apiListasRapidas('caracas'),
  'lista-rapida': apiListaRapida('caracas', 'arroz mary/1kg'),
};

/** The shell's filling of a hint (shell/src/routing/route-entry.ts), for the same params. */
const llenar = (plantilla: string) =>
  plantilla.replace(/:zona/g, 'caracas').replace(/:slug/g, encodeURIComponent('arroz mary/1kg'));

describe("the description's data hints and the pages' requests", () => {
  it('name exactly the path each page asks for, so the page takes the request the shell started', () => {
    const conDatos = Object.fromEntries(
      rutas.filter((ruta) => ruta.datos).map((ruta) => [ruta.page, llenar(ruta.datos ?? '')]),
    );
    expect(conDatos).toEqual(PEDIDO);
  });
});
