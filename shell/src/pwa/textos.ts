/**
 * The update dialogs of spec §8 (update available, updating, problem updating, unrecoverable state).
 * The spec names them without their Spanish: these are the shop's words (decision 0053).
 */
export type Aviso = 'disponible' | 'actualizando' | 'problema' | 'irrecuperable';

export const AVISOS: Record<Aviso, { titulo: string; mensaje: string; aceptar?: string; cancelar?: string }> =
  {
    disponible: {
      titulo: 'Nueva versión disponible',
      mensaje: 'Hay una versión nueva de la tienda. Actualice ahora: su carrito se conserva.',
      aceptar: 'Actualizar',
      cancelar: 'Más tarde',
    },
    actualizando: {
      titulo: 'Actualizando…',
      mensaje: 'Estamos cargando la versión nueva. Esto toma unos segundos.',
    },
    problema: {
      titulo: 'No se pudo actualizar',
      mensaje:
        'Hubo un problema al cargar la versión nueva. Puede seguir comprando con la versión actual; lo intentaremos más tarde.',
      aceptar: 'Aceptar',
    },
    irrecuperable: {
      titulo: 'Hay que recargar la tienda',
      mensaje:
        'Esta versión de la tienda ya no está disponible. Recargue la página para seguir: su carrito se conserva.',
      aceptar: 'Recargar',
    },
  };
