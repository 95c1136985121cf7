/**
 * A zone's records of one kind, listed (decision 0026): paged, sorted and filtered by the API with
 * its state in the URL, status toggles with a confirmation, and deletion where the kind allows it.
 */

import {
  avisar,
  BotonEstatus,
  type Columna,
  estilos,
  FiltroEstatus,
  FiltroOpciones,
  Filtros,
  FiltroTexto,
  PaginaAdmin,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { useState } from 'react';
import { llamar } from '../api.ts';
import { DIAS, type Fila, type TipoZona, urls } from '../tipos.ts';
import { consecuenciaDe, type PaginaDe, padreDe, useMigas } from './comun.tsx';

export function Lista({ ruta, pathname, search, tipo }: SubpaginaProps & { tipo: TipoZona }) {
  const zona = ruta.zona ?? '';
  const area = tipo.tipo === 'sector' ? Number(ruta.area) : undefined;
  const listado = useListado({ pathname, search }, { orden: tipo.ordenes[0] ?? 'orden' });
  const datos = useDatosAdmin(
    `${pathname}?${search}`,
    () =>
      llamar(tipo.entradas.listado, { ...padreDe(tipo, ruta), ...listado.consulta }) as Promise<
        PaginaDe<Fila>
      >,
  );
  const { migas } = useMigas(zona, tipo, area);

  const columnas: Columna<Fila>[] = tipo.columnas.map((c, i) => ({
    clave: c.etiqueta,
    etiqueta: c.etiqueta,
    ...(c.orden ? { orden: c.orden } : {}),
    // The first column opens the record.
    celda: (fila: Fila) =>
      i === 0 ? (
        <Link to={urls.editar(zona, tipo.tipo, fila.id, area)}>{c.valor(fila) || '—'}</Link>
      ) : (
        c.valor(fila)
      ),
  }));
  const { estatus, borrar } = tipo.entradas;
  if (estatus)
    columnas.push({
      clave: 'estatus',
      etiqueta: 'Estatus',
      orden: 'estatus',
      celda: (fila) => (
        <BotonEstatus
          estatus={fila.estatus ?? 1}
          nombre={`${tipo.singular} «${tipo.nombreDe(fila)}»`}
          consecuencia={consecuenciaDe(tipo)}
          cambiar={(nuevo) => llamar(estatus, { id: fila.id, estatus: nuevo, version: fila.version })}
          alCambiar={datos.recargar}
        />
      ),
    });
  columnas.push({
    clave: 'acciones',
    etiqueta: 'Acciones',
    celda: (fila) => (
      <span className={estilos.acciones}>
        <Link to={urls.editar(zona, tipo.tipo, fila.id, area)}>Editar</Link>
        {tipo.tipo === 'area' && <Link to={urls.registros(zona, 'sector', fila.id)}>Sectores</Link>}
        {borrar && <BotonBorrar tipo={tipo} fila={fila} alBorrar={datos.recargar} />}
      </span>
    ),
  });

  return (
    <PaginaAdmin
      titulo={tipo.titulo}
      migas={[...migas, { etiqueta: tipo.titulo }]}
      acciones={
        <Link className="mv-button" to={urls.registrar(zona, tipo.tipo, area)}>
          Registrar {tipo.singular}
        </Link>
      }
    >
      <Filtros>
        {tipo.filtroTexto && <FiltroTexto listado={listado} />}
        {estatus && <FiltroEstatus listado={listado} />}
        {(tipo.tipo === 'horario' || tipo.tipo === 'horario-pickup') && (
          <FiltroOpciones
            listado={listado}
            nombre="dia"
            etiqueta="Día"
            opciones={DIAS.map((d, i) => ({ valor: String(i), etiqueta: d }))}
          />
        )}
        {tipo.tipo === 'envio-bloqueo' && (
          <FiltroOpciones
            listado={listado}
            nombre="pasadas"
            etiqueta="Fechas"
            todas="Desde hoy"
            opciones={[{ valor: '1', etiqueta: 'Todas, también las pasadas' }]}
          />
        )}
      </Filtros>
      <TablaAdmin
        titulo={tipo.titulo}
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(fila) => fila.id}
        vacio={`No hay ${tipo.titulo.toLowerCase()} con estos filtros.`}
      />
    </PaginaAdmin>
  );
}

function BotonBorrar({ tipo, fila, alBorrar }: { tipo: TipoZona; fila: Fila; alBorrar: () => void }) {
  const nombre = `${tipo.singular} «${tipo.nombreDe(fila)}»`;
  const [borrando, setBorrando] = useState(false);
  const pulsar = async () => {
    const borrar = tipo.entradas.borrar;
    if (!borrar) return;
    const ok = await platform.services.confirm({
      titulo: `Eliminar ${nombre}`,
      mensaje: `¿Desea eliminar ${nombre}? No se puede deshacer.`,
      aceptar: 'Eliminar',
      cancelar: 'Cancelar',
    });
    if (!ok) return;
    setBorrando(true);
    try {
      await llamar(borrar, { id: fila.id, version: fila.version });
      avisar(`Se eliminó ${nombre}.`);
    } catch (error) {
      await platform.services.alert({
        titulo: 'No se pudo eliminar',
        mensaje: mensajeDeError(error, 'Error procesando la informacion, intente nuevamente'),
      });
    } finally {
      setBorrando(false);
      alBorrar();
    }
  };
  return (
    <button
      type="button"
      className={`mv-button mv-button--secondary ${estilos.botonPequeno}`}
      onClick={pulsar}
      disabled={borrando}
      aria-label={`Eliminar ${nombre}`}
    >
      Eliminar
    </button>
  );
}
