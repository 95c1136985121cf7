/**
 * Deleting a synonym or a rule: the shell's confirmation dialog (Radix Dialog, focus trapped and
 * returned) asks first; then the page says what was deleted, or why it could not be (someone changed
 * it meanwhile: 409).
 */

import { avisar } from '@mercado/admin-kit';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { useState } from 'react';

export function BotonBorrar({
  nombre,
  consecuencia,
  borrar,
  alBorrar,
}: {
  /** What the record is called ('el sinónimo «cambur = banano»'). */
  nombre: string;
  /** What deleting does, said in the confirmation. */
  consecuencia?: string;
  borrar: () => Promise<unknown>;
  /** After the deletion (the list reads again, or the form goes to the list). */
  alBorrar: () => void;
}) {
  const [borrando, setBorrando] = useState(false);
  const pulsar = async () => {
    const ok = await platform.services.confirm({
      titulo: `Eliminar ${nombre}`,
      mensaje: `¿Desea eliminar ${nombre}?${consecuencia ? ` ${consecuencia}` : ''} No se puede deshacer.`,
      aceptar: 'Eliminar',
      cancelar: 'Cancelar',
    });
    if (!ok) return;
    setBorrando(true);
    try {
      await borrar();
      avisar(`Se eliminó ${nombre}.`);
      alBorrar();
    } catch (error) {
      await platform.services.alert({
        titulo: 'No se pudo eliminar',
        mensaje: mensajeDeError(error, 'No pudimos eliminarlo. Intente de nuevo.'),
      });
    } finally {
      setBorrando(false);
    }
  };
  return (
    <button
      type="button"
      className="mv-button mv-button--secondary"
      onClick={pulsar}
      disabled={borrando}
      aria-label={`Eliminar ${nombre}`}
    >
      {borrando ? 'Eliminando…' : 'Eliminar'}
    </button>
  );
}
