/**
 * /admin/config (issue 35, spec §7 "Admin config", decision 0047): the day's BCV rate with its
 * history (the page of the history in the URL), then each value of the store's configuration in a
 * form of its own, and every change made here (who, when, before, after). Leaving with a form
 * changed and not saved asks first.
 */

import {
  Cargando,
  estilos,
  FalloDeCarga,
  HistorialCambios,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
  useListado,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import type { ConfigData } from '@mercado/shared/contracts/admin-config';
import { useCallback, useState } from 'react';
import { api } from './api.ts';
import { FormTasa, HistorialTasa } from './FormTasa.tsx';
import { FORMATO_CONFIG } from './historial.ts';
import { ValoresTienda } from './ValoresTienda.tsx';

export function PaginaConfig(props: SubpaginaProps) {
  const listado = useListado(props, { orden: 'fecha', dir: 'desc' });
  // Bumped after each save: the data and the history are read again.
  const [guardados, setGuardados] = useState(0);
  const datos = useDatosAdmin(`config:${listado.pagina}:${guardados}`, () =>
    api.adminConfig.configdata({ pagina: listado.pagina }),
  );
  const [sucios, setSucios] = useState<ReadonlySet<string>>(new Set());
  useSalidaConCambios(sucios.size > 0);
  const alCambiar = useCallback((clave: string, sucio: boolean) => {
    setSucios((actuales) => {
      if (actuales.has(clave) === sucio) return actuales;
      const nuevos = new Set(actuales);
      if (sucio) nuevos.add(clave);
      else nuevos.delete(clave);
      return nuevos;
    });
  }, []);
  const alGuardar = useCallback(() => setGuardados((n) => n + 1), []);

  const { carga, anteriores } = datos;
  const config: ConfigData | null = carga.estado === 'listo' ? carga.datos : anteriores;
  return (
    <PaginaAdmin titulo="Configuraciones" migas={[{ etiqueta: 'Configuraciones' }]}>
      {carga.estado === 'error' && <FalloDeCarga error={carga.error} recargar={datos.recargar} />}
      {!config && carga.estado === 'cargando' && <Cargando />}
      {config && (
        <>
          <FormTasa config={config.configuracion} alCambiar={alCambiar} alGuardar={alGuardar} />
          <HistorialTasa datos={datos} listado={listado} />
          <ValoresTienda config={config.configuracion} alCambiar={alCambiar} alGuardar={alGuardar} />
          <div className={estilos.bloque}>
            <HistorialCambios
              clave="config"
              version={guardados}
              leer={(pagina) => api.adminConfig.historial({ pagina })}
              formato={FORMATO_CONFIG}
            />
          </div>
        </>
      )}
    </PaginaAdmin>
  );
}
