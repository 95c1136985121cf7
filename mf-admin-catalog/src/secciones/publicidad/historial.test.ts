import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_PUBLICIDAD } from './historial.ts';

describe("a zone's advertising history", () => {
  it('names a banner change and an uploaded image by its file, without the image sizes', () => {
    const filas = filasDeCambio(
      {
        antes: { imagen_oferta_alt: 'Ofertas', imagen_oferta: null, imagen_oferta_ancho: null },
        despues: {
          imagen_oferta_alt: 'Ofertas de diciembre',
          imagen_oferta: '/media/banner/caracas-oferta-1280.webp',
          imagen_oferta_ancho: 1280,
        },
      },
      FORMATO_PUBLICIDAD,
    );
    expect(filas.map((f) => `${f.etiqueta}: ${f.antes} → ${f.despues}`)).toEqual([
      'Imagen de ofertas: — → caracas-oferta-1280.webp',
      'Texto alternativo de ofertas: Ofertas → Ofertas de diciembre',
    ]);
  });
});
