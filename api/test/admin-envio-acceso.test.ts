/**
 * The shipping section (issue 35): access on every entry, table-driven: no token 401, another
 * section's role 403, ROLE_ENVIO without the zone's role 403 (for the zone named in the URL or body,
 * and for the zone of the rule an id reaches, before its body is read), its role 2xx.
 */
import { adminEnvio } from '@mercado/shared/endpoints/admin-envio';
import { probarAcceso } from './admin-acceso.ts';
import { areaNueva, reglaDeZona } from './admin-envio-contexto.ts';

probarAcceso('admin envio: every entry', adminEnvio, {
  rolSeccion: 'ROLE_ENVIO',
  rolAjeno: 'ROLE_CUPON',
  zonaDeRegistroPrimero: true,
  casos: {
    listar: { porZona: true, entrada: (_, zona) => ({ zona }) },
    formRegistrar: { entrada: () => ({}) },
    registrar: {
      porZona: true,
      entrada: async (t, zona) => ({
        zona,
        areaId: await areaNueva(t, zona),
        tramos: [{ desde: '0', costo: '4,50' }],
        primeGratisDesde: null,
      }),
    },
    formEditar: { porZona: true, entrada: async (t, zona) => ({ envio: (await reglaDeZona(t, zona)).id }) },
    editar: {
      porZona: true,
      entrada: async (t, zona) => {
        const r = await reglaDeZona(t, zona);
        return { envio: r.id, tramos: r.tramos, primeGratisDesde: r.prime_gratis_desde, version: r.version };
      },
    },
    estatus: {
      porZona: true,
      entrada: async (t, zona) => {
        const r = await reglaDeZona(t, zona);
        return { envio: r.id, estatus: r.estatus, version: r.version };
      },
    },
    historial: {
      porZona: true,
      entrada: async (t, zona) => ({ envio: (await reglaDeZona(t, zona)).id, pagina: 1 }),
    },
  },
});
