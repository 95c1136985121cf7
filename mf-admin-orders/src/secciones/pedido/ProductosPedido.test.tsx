import { type OrdenAdminLinea, OrdenEstatus } from '@mercado/shared/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductosPedido, ReintegrosPedido } from './ProductosPedido.tsx';

const texto = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const linea = (id: number, nombre: string, marca: OrdenAdminLinea['marca']): OrdenAdminLinea => ({
  producto: { id, slug: `p-${id}`, nombre, imagen: '' },
  modalidadVenta: 'unidad',
  cantidad: '2',
  precio: '3.65',
  oferta: '0.00',
  precioUnitario: '3.65',
  impuesto: '0.0000',
  total: '7.30',
  sustitucion: 'reemplazar',
  marca,
});
const marca = {
  diferencia: '0.00',
  marcadoPor: 'Ana Pérez (ana@demo.test)',
  marcadoEn: '2026-12-02T05:03:00.000Z',
  version: 1,
};

describe("the full order page's lines and refunds", () => {
  it('shows each line as ordered and as delivered: the substitute with its prices, a missing line, who marked it', () => {
    const html = renderToStaticMarkup(
      <ProductosPedido
        orden={{
          numero: 'P-000042',
          estatus: OrdenEstatus.LISTA,
          lineas: [
            linea(1, 'Café molido Fama de América', {
              ...marca,
              estado: 'sustituido',
              sustituto: { id: 9, nombre: 'Café molido Café Madrid', precioUnitario: '3.61', total: '7.22' },
              diferencia: '0.08',
            }),
            linea(2, 'Harina P.A.N.', { ...marca, estado: 'faltante', sustituto: null, diferencia: '7.30' }),
            linea(3, 'Arroz Mary', null),
          ],
        }}
      />,
    );
    const t = texto(html);
    expect(t).toContain('Preparación: 1 sustituido, 1 faltante.');
    expect(t).toContain(
      'Pedido Café molido Fama de América 2 und × $ 3,65 = $ 7,30 Si falta: Reemplazar por un producto similar Entregado Sustituido por Café molido Café Madrid 2 und × $ 3,61 = $ 7,22 Diferencia: -$ 0,08 Marcado por Ana Pérez (ana@demo.test) · 2 dic. 2026, 1:03 a. m.',
    );
    expect(t).toContain('Entregado Faltante: no se entregó Diferencia: -$ 7,30');
    // Never marked, and the order is past picking: it went as ordered.
    expect(t).toContain(
      'Pedido Arroz Mary 2 und × $ 3,65 = $ 7,30 Si falta: Reemplazar por un producto similar Entregado Como se pidió',
    );
  });

  it('a line not marked yet is still to prepare; no summary before picking', () => {
    const t = texto(
      renderToStaticMarkup(
        <ProductosPedido
          orden={{ numero: 'P-1', estatus: OrdenEstatus.EN_PREPARACION, lineas: [linea(3, 'Arroz', null)] }}
        />,
      ),
    );
    expect(t).toContain('Entregado Por preparar');
    expect(t).not.toContain('Preparación:');
  });

  it('lists the refunds to the wallet with their moment, reason and author', () => {
    const t = texto(
      renderToStaticMarkup(
        <ReintegrosPedido
          orden={{
            reintegros: [
              {
                monto: '0.09',
                fecha: '2026-12-02T05:03:00.000Z',
                descripcion: 'Reintegro del pedido P-000042: productos faltantes',
                estatus: OrdenEstatus.LISTA,
                usuario: 'Ana Pérez (ana@demo.test)',
              },
              {
                monto: '1.00',
                fecha: '2026-12-02T06:00:00.000Z',
                descripcion: 'Vencido',
                estatus: null,
                usuario: null,
              },
            ],
          }}
        />,
      ),
    );
    expect(t).toContain(
      '$ 0,09 al saldo · 2 dic. 2026, 1:03 a. m. Reintegro del pedido P-000042: productos faltantes Al pasar a «Listo» · por Ana Pérez (ana@demo.test)',
    );
    expect(t).toContain('$ 1,00 al saldo · 2 dic. 2026, 2:00 a. m. Vencido por el sistema');
    expect(texto(renderToStaticMarkup(<ReintegrosPedido orden={{ reintegros: [] }} />))).toBe(
      'Reintegros al saldo Sin reintegros al saldo del cliente.',
    );
  });
});
