/**
 * The page of one record staff decide (a prime request, an account deletion request, a referral's
 * reward), one way for every customer section: read with PaginaRegistro, its rows, and while it is
 * pending the decision that grants it beside the rejection with its reason; then its history. Each
 * section brings only what differs: its read, its rows, its granting decision and its texts.
 */

import { estilos, HistorialCambios, PaginaAdmin, PaginaRegistro, useDatosAdmin } from '@mercado/admin-kit';
import type { Historial } from '@mercado/shared/contracts';
import type { ComponentProps, ReactNode } from 'react';
import { Rechazo } from '../cliente/comun.tsx';
import { FORMATO_SOLICITUD } from './historial.ts';

/** What every decided record carries: its status, its version, and who decided it, when and why. */
interface Decidible {
  id: number;
  version: number;
  estatus: string;
  decididoEn: string | null;
  decididoPor: string | null;
  motivo: string | null;
}

export function PaginaSolicitud<T extends Decidible>({
  clave,
  id,
  leer,
  historial,
  lista,
  titulo,
  nombre,
  tituloDe,
  filas,
  aprobar,
  rechazo,
}: {
  /** Names the record in the page's data and in its history ('membresia' → 'membresia:7'). */
  clave: string;
  /** The record's id, from the route. */
  id: number;
  leer: () => Promise<T>;
  historial: (pagina: number) => Promise<Historial>;
  /** The section's list: the breadcrumb before this page and the way back. */
  lista: { etiqueta: string; href: string };
  /** The page's title until the record is there. */
  titulo: string;
  /** The record's crumb before its number ('Solicitud' → 'Solicitud 7'). */
  nombre: string;
  tituloDe: (registro: T) => string;
  /** The rows of the record's `<dl>`. */
  filas: (registro: T) => ReactNode;
  /** The decision that grants a pending record (approve, carry out, credit); `alDecidir` reads it again. */
  aprobar: (registro: T, alDecidir: () => void) => ReactNode;
  rechazo: {
    titulo: string;
    /** What the confirmation says will follow. */
    mensaje: (registro: T) => string;
    enviar: ComponentProps<typeof Rechazo>['enviar'];
  };
}) {
  const datos = useDatosAdmin(`${clave}:${id}`, leer);
  return (
    <PaginaRegistro datos={datos} titulo={titulo} lista={lista}>
      {(registro) => (
        <PaginaAdmin titulo={tituloDe(registro)} migas={[lista, { etiqueta: `${nombre} ${registro.id}` }]}>
          <dl className={`mv-card ${estilos.bloque}`}>{filas(registro)}</dl>
          {registro.estatus === 'PENDIENTE' && (
            <div className={estilos.columnas}>
              {aprobar(registro, datos.recargar)}
              <Rechazo
                titulo={rechazo.titulo}
                mensaje={rechazo.mensaje(registro)}
                version={registro.version}
                enviar={rechazo.enviar}
                alDecidir={datos.recargar}
              />
            </div>
          )}
          <HistorialCambios
            clave={`${clave}:${registro.id}:${registro.version}`}
            leer={historial}
            formato={FORMATO_SOLICITUD}
          />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}
