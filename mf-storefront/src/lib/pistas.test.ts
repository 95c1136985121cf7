import { type Endpoint, endpoints } from '@mercado/shared/endpoints';
import { vitrina } from '@mercado/shared/endpoints/vitrina';
import { endpointRequest } from '@mercado/shared/http/api';
import { rutaDatos } from '@mercado/shared/platform';
import { describe, expect, it } from 'vitest';
import { descripcion } from '../descripcion.ts';

const rutas: readonly { page: string; datos?: string; datosEntrada?: string }[] = descripcion.routes;

/** The table entry each page asks for first (useDatos). */
const PEDIDO: Record<string, Endpoint> = {
  zona: vitrina.inicio,
  producto: vitrina.producto,
  'listas-rapidas': vitrina.listasRapidas,
  'lista-rapida': vitrina.listaRapida,
};

/** The entry of the table a hint names ('vitrina.inicio'). */
function entradaNombrada(nombre: string): Endpoint | undefined {
  const [dominio, entrada] = nombre.split('.') as [string, string];
  return (endpoints as Record<string, Record<string, Endpoint>>)[dominio]?.[entrada];
}

/** A zone and a slug with characters that need encoding. */
const params = { zona: 'caracas', slug: 'arroz mary/1kg' };

describe("the description's data hints and the pages' requests", () => {
  it('name the table entry each page asks for first, and give exactly its request', () => {
    const conDatos = rutas.filter((ruta) => ruta.datos);
    expect(conDatos.map((ruta) => ruta.page).sort()).toEqual(Object.keys(PEDIDO).sort());
    for (const ruta of conDatos) {
      const pedido = PEDIDO[ruta.page] as Endpoint;
      expect(entradaNombrada(ruta.datosEntrada ?? ''), ruta.page).toBe(pedido);
      expect(rutaDatos(ruta.datos ?? '', params)).toBe(endpointRequest(pedido, params as never).path);
    }
  });
});
