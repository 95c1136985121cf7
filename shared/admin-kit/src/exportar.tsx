/** A back-office "Exportar CSV" button: fetches the file the API writes and saves it under `archivo`. */
import { useState } from 'react';

export function BotonExportarCsv({
  archivo,
  descargar,
}: {
  archivo: string;
  descargar: () => Promise<Blob>;
}) {
  const [estado, setEstado] = useState<'listo' | 'bajando' | 'error'>('listo');
  const bajar = async () => {
    setEstado('bajando');
    try {
      const url = URL.createObjectURL(await descargar());
      const enlace = document.createElement('a');
      enlace.href = url;
      enlace.download = archivo;
      enlace.click();
      URL.revokeObjectURL(url);
      setEstado('listo');
    } catch {
      setEstado('error');
    }
  };
  return (
    <button
      type="button"
      className="mv-button mv-button--secondary"
      onClick={bajar}
      disabled={estado === 'bajando'}
    >
      {estado === 'bajando' ? 'Exportando…' : estado === 'error' ? 'Reintentar exportación' : 'Exportar CSV'}
    </button>
  );
}
