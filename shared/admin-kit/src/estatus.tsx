/**
 * A record's status in a list (conventions: ACTIVO / INACTIVO toggled in the list, with a
 * confirmation): a badge and a button; the shell's confirmation dialog (Radix Dialog, focus trapped
 * and returned) asks first, then the section's status entry is called with the record's version, and
 * the page says what changed ('Se desactivó la categoría «Harinas».').
 */

import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { useState } from 'react';
import * as estilos from './admin.module.css';
import { avisar } from './aviso.ts';

export const ACTIVO = 1;
export const INACTIVO = 2;

/** "Activo" / "Inactivo" as a badge. */
export function EtiquetaEstatus({ estatus }: { estatus: number }) {
  return (
    <span className={estatus === ACTIVO ? estilos.activo : estilos.inactivo}>
      {estatus === ACTIVO ? 'Activo' : 'Inactivo'}
    </span>
  );
}

export function BotonEstatus({
  estatus,
  nombre,
  consecuencia,
  cambiar,
  alCambiar,
}: {
  estatus: number;
  /** What the record is called ('la categoría «Harinas»'). */
  nombre: string;
  /** What deactivating does, said in the confirmation ('Sus productos dejarán de verse en la tienda.'). */
  consecuencia?: string;
  /** Calls the status entry with the new status. */
  cambiar: (nuevo: typeof ACTIVO | typeof INACTIVO) => Promise<unknown>;
  /** After a change, or a refusal (the list reads again). */
  alCambiar: () => void;
}) {
  const [cambiando, setCambiando] = useState(false);
  const activar = estatus !== ACTIVO;
  const accion = activar ? 'Activar' : 'Desactivar';
  const pulsar = async () => {
    const ok = await platform.services.confirm({
      titulo: `${accion} ${nombre}`,
      mensaje: activar
        ? `¿Desea activar ${nombre}? Volverá a estar disponible.`
        : `¿Desea desactivar ${nombre}?${consecuencia ? ` ${consecuencia}` : ''}`,
      aceptar: accion,
      cancelar: 'Cancelar',
    });
    if (!ok) return;
    setCambiando(true);
    try {
      await cambiar(activar ? ACTIVO : INACTIVO);
      avisar(`Se ${activar ? 'activó' : 'desactivó'} ${nombre}.`);
    } catch (error) {
      await platform.services.alert({
        titulo: 'No se pudo cambiar el estatus',
        mensaje: mensajeDeError(error, 'Error procesando la informacion, intente nuevamente'),
      });
    } finally {
      setCambiando(false);
      alCambiar();
    }
  };
  return (
    <span className={estilos.estatus}>
      <EtiquetaEstatus estatus={estatus} />
      <button
        type="button"
        className={`mv-button mv-button--secondary ${estilos.botonPequeno}`}
        onClick={pulsar}
        disabled={cambiando}
        aria-label={`${accion} ${nombre}`}
      >
        {cambiando ? 'Guardando…' : accion}
      </button>
    </span>
  );
}
