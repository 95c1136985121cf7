import type { ProductoBuscador } from '@mercado/shared/contracts';
import { describe, expect, it } from 'vitest';
import { hostDe, tarjetaDeRegistro } from './hits.ts';

const registro: ProductoBuscador = {
  objectID: '42',
  id: 42,
  nombre: 'Arroz blanco tipo I Primor 2 kg',
  slug: 'arroz-blanco-tipo-i-primor-2-kg',
  marca: 'Primor',
  presentacion: '2 kg',
  imagen: 'http://localhost:4000/media/p/42.webp',
  imagenAncho: 600,
  imagenAlto: 600,
  categoria: { slug: 'arroz-y-pastas', nombre: 'Arroz y Pastas' },
  popularidad: 10,
  etiquetas: [],
  disponibilidad: {
    caracas_1: {
      existencia: 60.5,
      modalidad: { venta: 'unidad', minimo: '1', maximo: '12', grupo: '1', unidad: '1' },
      precio: '4.10',
      oferta: '3.69',
      impuesto: '0.0000',
    },
    caracas_2: {
      existencia: 70,
      modalidad: { venta: 'unidad', minimo: '1', maximo: '12', grupo: '1', unidad: '1' },
      precio: '3.90',
      oferta: '0.00',
      impuesto: '0.0000',
    },
  },
};

describe('search hits as product cards', () => {
  it('takes price, offer, tax, sale rules and stock of the viewer’s zone and user type', () => {
    const normal = tarjetaDeRegistro(registro, 'caracas_1');
    expect(normal).toMatchObject({
      id: 42,
      slug: 'arroz-blanco-tipo-i-primor-2-kg',
      precio: '4.10',
      oferta: '3.69',
      impuesto: '0.0000',
      modalidadVenta: 'unidad',
      maximo: '12',
      existencia: '60.500',
      imagenAncho: 600,
    });
    expect(tarjetaDeRegistro(registro, 'caracas_2')).toMatchObject({ precio: '3.90', oferta: '0.00' });
  });

  it('gives nothing where the product is not findable (no key for that zone and type)', () => {
    expect(tarjetaDeRegistro(registro, 'valencia_1')).toBeNull();
    expect(tarjetaDeRegistro(registro, 'caracas_3')).toBeNull();
  });
});

describe('search client host', () => {
  it('points at the API origin, an Algolia host or a prefix with a path', () => {
    const page = 'http://localhost:3000/caracas';
    expect(hostDe('http://localhost:4000', page)).toEqual({
      url: 'localhost',
      port: 4000,
      protocol: 'http',
      accept: 'readWrite',
    });
    expect(hostDe('https://APPID-dsn.algolia.net', page)).toEqual({
      url: 'appid-dsn.algolia.net',
      protocol: 'https',
      accept: 'readWrite',
    });
    expect(hostDe('https://tienda.example/api/', page)).toMatchObject({ url: 'tienda.example/api' });
    // Empty: the page's own origin.
    expect(hostDe('', page)).toMatchObject({ url: 'localhost', port: 3000, protocol: 'http' });
  });
});
