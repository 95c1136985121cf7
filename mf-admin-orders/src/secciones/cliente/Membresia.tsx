/**
 * A customer's prime membership on their page (issue 33): ending it now, or restoring the one staff
 * ended while its end has not passed, each with an optional reason and the shell's confirmation naming
 * the customer; the server records it in the customer's history and refuses it (409) when someone
 * else did it first. Not offered when the server would refuse it, with the reason instead.
 */

import { CampoMotivo, estilos } from '@mercado/admin-kit';
import {
  type Cliente,
  MembresiaClienteBodySchema,
  MensajesClientes,
  UsuarioEstatus,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { api } from './api.ts';
import { Decision, fecha } from './comun.tsx';

/** The membership ended by staff, as rows of the customer's `<dl>`. */
export function FilasMembresiaTerminada({ cliente }: { cliente: Cliente }) {
  const t = cliente.membresiaTerminada;
  if (!t) return null;
  return (
    <>
      <dt>Membresía terminada</dt>
      <dd>
        {fecha(t.terminadaEn)} por {t.por ?? '—'} (iba hasta {fecha(t.finPrevisto)})
        {t.motivo && ` · Motivo: ${t.motivo}`}
      </dd>
    </>
  );
}

/** The decision the customer's membership allows now, if any. */
export function DecisionMembresia({ cliente: c, alDecidir }: { cliente: Cliente; alDecidir: () => void }) {
  if (c.estatus === UsuarioEstatus.ELIMINADO) return null;
  const terminar = c.usuarioTipo === UsuarioTipo.PRIME;
  if (!terminar && !c.membresiaTerminada) return null;
  const accion = terminar ? 'Terminar membresía prime' : 'Restablecer membresía';
  return (
    <Decision
      key={`${c.usuarioTipo}:${c.membresiaFin}`}
      id="membresia"
      titulo={accion}
      inicial={{ terminar, motivo: '' }}
      esquema={MembresiaClienteBodySchema}
      confirmar={{
        titulo: terminar
          ? `Terminar la membresía PRIME de ${c.nombre}`
          : `Restablecer la membresía PRIME de ${c.nombre}`,
        mensaje: terminar
          ? `${c.nombre} pasará hoy a ser cliente normal, con sus precios y su compra mínima. Deberá volver a ingresar para ver su plan.`
          : `${c.nombre} volverá a ser cliente PRIME hasta el ${fecha(c.membresiaTerminada?.finPrevisto ?? null)}. Deberá volver a ingresar para ver su plan.`,
      }}
      boton={accion}
      secundario={!terminar}
      impedido={terminar || c.membresiaTerminada?.restablecible ? null : MensajesClientes.MEMBRESIA_VENCIDA}
      enviar={(body) => api.adminCliente.membresia({ cliente: c.id, ...body })}
      alDecidir={alDecidir}
      campos={(form) => (
        <>
          <p className={estilos.nota}>Quedará en el historial del cliente.</p>
          <CampoMotivo id="membresia-motivo" form={form} etiqueta="Motivo (opcional)" />
        </>
      )}
    />
  );
}
