/** The back-office's config section (issue 35, decision 0047): the configuration and the day's rate. */
import type { adminConfig } from '@mercado/shared/endpoints/admin-config';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import {
  configData,
  editarDecimal,
  editarIconoCategoria,
  editarTasa,
  historialConfig,
} from '../../services/admin/config.ts';

export function adminConfigHandlers({ db }: AppContext): Handlers<typeof adminConfig> {
  return {
    configdata: ({ pagina }) => configData(db, pagina),
    historial: ({ pagina }) => historialConfig(db, pagina),
    tasa: (valores, { usuario }) => editarTasa(db, usuario, valores),
    iconoCategoria: (valores, { usuario }) => editarIconoCategoria(db, usuario, valores),
    minimoCompra: ({ minimoCompra, anterior }, { usuario }) =>
      editarDecimal(db, usuario, 'minimoCompra', { nuevo: minimoCompra, anterior }),
    costoEmpaquetado: ({ costoEmpaquetado, anterior }, { usuario }) =>
      editarDecimal(db, usuario, 'costoEmpaquetado', { nuevo: costoEmpaquetado, anterior }),
    igtf: ({ igtf, anterior }, { usuario }) => editarDecimal(db, usuario, 'igtf', { nuevo: igtf, anterior }),
    tasaUmbral: ({ tasaUmbralConfirmacion, anterior }, { usuario }) =>
      editarDecimal(db, usuario, 'tasaUmbralConfirmacion', { nuevo: tasaUmbralConfirmacion, anterior }),
    ajusteUmbral: ({ ajusteUmbralAprobacion, anterior }, { usuario }) =>
      editarDecimal(db, usuario, 'ajusteUmbralAprobacion', { nuevo: ajusteUmbralAprobacion, anterior }),
  };
}
