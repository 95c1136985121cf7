/**
 * The back-office's zones section (issue 18, decision 0026): access on every entry, by URL and by record
 * id.
 */

import { adminZona } from '@mercado/shared/endpoints/admin-zona';
import { caracasDay, sumarDias } from '@mercado/shared/rules';
import { probarAcceso } from './admin-acceso.ts';
import { fechaAdelante, horarioBody, nuevo, porId, unico, zonaActual } from './admin-zona-contexto.ts';

probarAcceso('admin zona: every entry', adminZona, {
  rolSeccion: 'ROLE_ZONA_ACTUALIZAR',
  rolAjeno: 'ROLE_CATEGORIA',
  zonaDeRegistroPrimero: true,
  casos: {
    listado: { entrada: () => ({}) },
    verificar: { entrada: () => ({ slug: 'caracas' }) },
    registrar: { entrada: () => ({ nombre: `Zona ${unico()}`, slug: `zona-${unico()}` }), estados: [201] },
    leer: { porZona: true, entrada: (_, zona) => ({ zona }) },
    editar: {
      porZona: true,
      entrada: async (t, zona) => {
        const z = await zonaActual(t, zona);
        return { zona, nombre: z.nombre, version: z.version };
      },
    },
    estatus: {
      porZona: true,
      entrada: async (t, zona) => ({ zona, estatus: 1, version: (await zonaActual(t, zona)).version }),
    },
    historial: { porZona: true, entrada: (_, zona) => ({ zona }) },

    direcciones: { porZona: true, entrada: (_, zona) => ({ zona }) },
    registrarDireccion: {
      porZona: true,
      entrada: (_, zona) => ({ zona, nombre: `Tienda ${unico()}`, direccion: 'Av. Bolívar', orden: 1 }),
      estados: [201],
    },
    leerDireccion: porId(nuevo.direccion),
    editarDireccion: porId(nuevo.direccion, { nombre: 'Tienda Centro', direccion: 'Calle 1', orden: 2 }),
    estatusDireccion: porId(nuevo.direccion, { estatus: 2 }),
    borrarDireccion: porId(nuevo.direccion),
    historialDireccion: porId(nuevo.direccion),

    areas: { porZona: true, entrada: (_, zona) => ({ zona }) },
    registrarArea: {
      porZona: true,
      entrada: (_, zona) => ({ zona, nombre: `Área ${unico()}`, orden: 1 }),
      estados: [201],
    },
    leerArea: porId(nuevo.area),
    editarArea: porId(nuevo.area, { nombre: `Área ${unico()}`, orden: 3 }),
    estatusArea: porId(nuevo.area, { estatus: 2 }),
    historialArea: porId(nuevo.area),

    sectores: porId(nuevo.area),
    registrarSector: {
      porZona: true,
      entrada: async (t, zona) => ({ ...(await nuevo.area(t, zona)), nombre: `Sector ${unico()}`, orden: 0 }),
      estados: [201],
    },
    leerSector: porId(nuevo.sector),
    editarSector: porId(nuevo.sector, { nombre: 'Sector Norte', orden: 1 }),
    estatusSector: porId(nuevo.sector, { estatus: 2 }),
    historialSector: porId(nuevo.sector),

    horarios: { porZona: true, entrada: (_, zona) => ({ zona }) },
    registrarHorario: { porZona: true, entrada: (_, zona) => ({ zona, ...horarioBody }), estados: [201] },
    leerHorario: porId(nuevo.horario),
    editarHorario: porId(nuevo.horario, horarioBody),
    estatusHorario: porId(nuevo.horario, { estatus: 2 }),
    historialHorario: porId(nuevo.horario),

    horariosPickup: { porZona: true, entrada: (_, zona) => ({ zona }) },
    registrarHorarioPickup: {
      porZona: true,
      entrada: async (t, zona) => ({
        zona,
        direccionId: (await nuevo.direccion(t, zona)).id,
        ...horarioBody,
      }),
      estados: [201],
    },
    leerHorarioPickup: porId(nuevo.horarioPickup),
    editarHorarioPickup: porId(nuevo.horarioPickup, horarioBody),
    estatusHorarioPickup: porId(nuevo.horarioPickup, { estatus: 2 }),
    historialHorarioPickup: porId(nuevo.horarioPickup),

    bloqueos: { porZona: true, entrada: (_, zona) => ({ zona }) },
    registrarBloqueo: {
      porZona: true,
      entrada: (_, zona) => ({
        zona,
        fecha: fechaAdelante(),
        motivo: null,
      }),
      estados: [201],
    },
    leerBloqueo: porId(nuevo.bloqueo),
    editarBloqueo: porId(nuevo.bloqueo, {
      fecha: sumarDias(caracasDay(new Date()), 7000),
      motivo: 'Feriado',
    }),
    borrarBloqueo: porId(nuevo.bloqueo),
    historialBloqueo: porId(nuevo.bloqueo),

    links: { porZona: true, entrada: (_, zona) => ({ zona }) },
    registrarLink: {
      porZona: true,
      entrada: (_, zona) => ({
        zona,
        nombre: 'Blog',
        url: 'https://blog.example.com/',
        externo: true,
        prioridad: 4,
      }),
      estados: [201],
    },
    leerLink: porId(nuevo.link),
    editarLink: porId(nuevo.link, {
      nombre: 'Ayuda',
      url: '/caracas/preguntas-frecuentes',
      externo: false,
      prioridad: 1,
    }),
    borrarLink: porId(nuevo.link),
    historialLink: porId(nuevo.link),
  },
});
