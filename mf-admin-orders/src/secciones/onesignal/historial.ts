/**
 * How a push segment's history reads (issue 33): the segment as registered (its zone by the name the
 * API records beside its id) and each notification sent to it.
 */

import { type FormatoHistorial, OCULTO, valores } from '@mercado/admin-kit';
import { COMPRA_RECIENTE_NOMBRES, USUARIO_TIPOS } from '@mercado/shared/contracts';
import { contar } from '@mercado/shared/rules';

export const FORMATO_SEGMENTO: FormatoHistorial = {
  nombre: { etiqueta: 'Nombre' },
  zona: { etiqueta: 'Zona' },
  usuarioTipo: {
    etiqueta: 'Tipo de usuario',
    valor: valores.opcion(Object.fromEntries(USUARIO_TIPOS.map((t) => [t.tipo, t.nombre]))),
  },
  compra: { etiqueta: 'Compra reciente', valor: valores.opcion(COMPRA_RECIENTE_NOMBRES) },
  dias: { etiqueta: 'Días' },
  titulo: { etiqueta: 'Título de la notificación' },
  destinatarios: {
    etiqueta: 'Destinatarios',
    valor: (v) => contar(Number(v), 'cliente', 'clientes'),
  },
  resultado: { etiqueta: 'Resultado' },
  id: OCULTO,
  zonaId: OCULTO,
  creadoEn: OCULTO,
  version: OCULTO,
  envio: OCULTO,
};
