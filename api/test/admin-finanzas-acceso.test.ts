/** The finanzas section (issue 35): access on every entry; a zone given to the summary needs its role. */
import { adminFinanzas } from '@mercado/shared/endpoints/admin-finanzas';
import { probarAcceso } from './admin-acceso.ts';

probarAcceso('admin finanzas: every entry', adminFinanzas, {
  rolSeccion: 'ROLE_TARJETA',
  rolAjeno: 'ROLE_CATEGORIA',
  casos: {
    resumen: { porZona: true, entrada: (_, zona) => ({ zona, desde: '2020-03-01', hasta: '2020-03-31' }) },
    resumenCsv: { porZona: true, entrada: (_, zona) => ({ zona, desde: '2020-03-01', hasta: '2020-03-31' }) },
    cuadre: { entrada: () => ({}) },
  },
});
