/**
 * The filters on a phone (issue 37): a "Filtrar" button with the count of filters on, opening the
 * filters in a modal dialog (DialogoFiltros, loaded on first use: its code starts coming when the
 * button is touched or focused). The results update behind it as filters change.
 */
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import * as styles from './resultados.module.css';

const cargarDialogo = () => import('./DialogoFiltros.tsx');
const DialogoFiltros = lazy(() => cargarDialogo().then((m) => ({ default: m.DialogoFiltros })));

export function PanelFiltros({
  activos,
  nbHits,
  children,
}: {
  activos: number;
  nbHits: number | null;
  children: ReactNode;
}) {
  const [abierto, setAbierto] = useState(false);
  const boton = useRef<HTMLButtonElement>(null);
  const precargar = () => void cargarDialogo().catch(() => undefined);
  return (
    <>
      <button
        ref={boton}
        type="button"
        className={`mv-button mv-button--secondary ${styles.botonFiltrar}`}
        aria-haspopup="dialog"
        aria-expanded={abierto}
        onPointerDown={precargar}
        onFocus={precargar}
        onClick={() => setAbierto(true)}
      >
        Filtrar{activos > 0 && <span className={styles.insignia}> ({activos})</span>}
        {activos > 0 && <span className="mv-visually-hidden"> filtros activos</span>}
      </button>
      {abierto && (
        <Suspense fallback={null}>
          <DialogoFiltros nbHits={nbHits} boton={boton} onCerrar={() => setAbierto(false)}>
            {children}
          </DialogoFiltros>
        </Suspense>
      )}
    </>
  );
}
