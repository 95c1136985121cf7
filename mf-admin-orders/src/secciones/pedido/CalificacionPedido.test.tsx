import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CalificacionPedido } from './CalificacionPedido.tsx';

const texto = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe("the full order page's rating", () => {
  it('reads the score as text, with the date and the comment', () => {
    const html = renderToStaticMarkup(
      <CalificacionPedido
        calificacion={{ puntuacion: 4, comentario: 'Todo fresco', fecha: '2026-11-24T18:30:00.000Z' }}
        entregado
      />,
    );
    expect(texto(html)).toBe(
      'Calificación del cliente 4 de 5 ★★★★☆ · 24 de noviembre de 2026 a las 2:30 p. m. Comentario: «Todo fresco»',
    );
    expect(html).toContain('<span aria-hidden="true">★★★★☆</span>');
  });

  it('says when there is no comment, and when there is no rating yet', () => {
    const sinComentario = renderToStaticMarkup(
      <CalificacionPedido
        calificacion={{ puntuacion: 1, comentario: null, fecha: '2026-11-24T18:30:00.000Z' }}
        entregado
      />,
    );
    expect(texto(sinComentario)).toContain('1 de 5 ★☆☆☆☆');
    expect(texto(sinComentario)).toContain('Sin comentario');
    expect(texto(renderToStaticMarkup(<CalificacionPedido calificacion={null} entregado />))).toBe(
      'Calificación del cliente Sin calificación',
    );
    expect(texto(renderToStaticMarkup(<CalificacionPedido calificacion={null} entregado={false} />))).toBe(
      'Calificación del cliente Sin calificación (el cliente puede calificar el pedido una vez entregado)',
    );
  });
});
