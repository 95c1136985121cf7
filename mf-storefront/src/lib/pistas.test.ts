import type { Endpoint } from '@mercado/shared/endpoints/endpoint';
import { tienda } from '@mercado/shared/endpoints/tienda';
import { endpointRequest } from '@mercado/shared/http/api';
import { rutaDatos } from '@mercado/shared/platform';
import { describe, expect, it } from 'vitest';
import { descripcion } from '../descripcion.ts';

const rutas: readonly { page: string; datos?: string }[] = descripcion.routes;

/** The table entry each page asks for first (useDatos). */
const PEDIDO: Record<string, Endpoint> = {
  zona: tienda.inicio,
  producto: tienda.producto,
  'listas-rapidas': tienda.listasRapidas,
  'lista-rapida': tienda.listaRapida,
};

/** A zone and a slug with characters that need encoding. */
const params = { zona: 'caracas', slug: 'arroz mary/1kg' };

describe("the description's data hints and the pages' requests", () => {
  it('give exactly the request each page makes, so the page takes the one the shell started', () => {
    const conDatos = rutas.filter((ruta) => ruta.datos);
    expect(conDatos.map((ruta) => ruta.page).sort()).toEqual(Object.keys(PEDIDO).sort());
    for (const ruta of conDatos) {
      const entrada = PEDIDO[ruta.page] as Endpoint;
      expect(rutaDatos(ruta.datos ?? '', params)).toBe(endpointRequest(entrada, params as never).path);
    }
  });
});
