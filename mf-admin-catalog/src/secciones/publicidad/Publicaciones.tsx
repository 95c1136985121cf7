/**
 * `/admin/publicidad/zona/:zona/publicaciones` (issue 33): the zone's past publications — who, when
 * (Caracas clock), what each took live — newest first; any but the one shoppers see can be made live
 * again, as a new publication.
 */

import {
  estilos as admin,
  avisar,
  type Columna,
  PaginaAdmin,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useListado,
  useNombreZona,
} from '@mercado/admin-kit';
import type { PublicacionItem } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { formatDateTimeShort } from '@mercado/shared/rules';
import { useState } from 'react';
import { api, migasZona } from './api.ts';
import * as estilos from './publicidad.module.css';

const ALCANCES: Record<PublicacionItem['alcance'], string> = {
  mios: 'Sus cambios',
  todo: 'Todos los cambios',
  restaurar: 'Restauración',
};

function QueCambio({ p }: { p: PublicacionItem }) {
  if (p.restaurada)
    return <>Volvió a publicar la publicación del {formatDateTimeShort(p.restaurada.publicadoEn)}</>;
  if (p.cambios.length === 0) return <>—</>;
  return (
    <ul className={estilos.cambios}>
      {p.cambios.map((c) => (
        <li key={c.que}>
          {c.que} — {c.autores.join(', ')}
        </li>
      ))}
    </ul>
  );
}

export function Publicaciones(props: SubpaginaProps<'zona'>) {
  const zona = props.ruta.zona;
  const nombre = useNombreZona()(zona);
  const listado = useListado(props, { orden: 'fecha', dir: 'desc' });
  const datos = useDatosAdmin(`publicaciones:${zona}:${listado.pagina}`, () =>
    api.publicaciones({ zona, pagina: listado.pagina }),
  );
  const [restaurando, setRestaurando] = useState<number | null>(null);

  const restaurar = async (p: PublicacionItem) => {
    const cuando = formatDateTimeShort(p.publicadoEn);
    const ok = await platform.services.confirm({
      titulo: `Restaurar la publicación del ${cuando}`,
      mensaje: `Los compradores de ${nombre} volverán a ver la página tal como quedó con la publicación del ${cuando} por ${p.publicadoPor}. Lo publicado después quedará como cambios sin publicar.`,
      aceptar: 'Restaurar',
      cancelar: 'Cancelar',
    });
    if (!ok) return;
    setRestaurando(p.id);
    let fallo: unknown = null;
    try {
      await api.restaurarPublicacion({ zona, publicacion: p.id });
    } catch (error) {
      fallo = error;
    } finally {
      setRestaurando(null);
      datos.recargar();
    }
    if (fallo === null) avisar(`Se restauró la publicación del ${cuando}: los compradores ya la ven.`);
    else
      await platform.services.alert({
        titulo: 'No se restauró',
        mensaje: mensajeDeError(fallo, 'Error procesando la informacion, intente nuevamente'),
      });
  };

  const columnas: readonly Columna<PublicacionItem>[] = [
    { clave: 'fecha', etiqueta: 'Fecha', celda: (p) => formatDateTimeShort(p.publicadoEn) },
    { clave: 'por', etiqueta: 'Por', celda: (p) => p.publicadoPor },
    { clave: 'alcance', etiqueta: 'Publicó', celda: (p) => ALCANCES[p.alcance] },
    { clave: 'cambios', etiqueta: 'Qué cambió', celda: (p) => <QueCambio p={p} /> },
    {
      clave: 'accion',
      etiqueta: 'Acción',
      celda: (p) =>
        p.vigente ? (
          <span className={admin.nota}>Los compradores la ven ahora</span>
        ) : (
          <button
            type="button"
            className="mv-button mv-button--secondary"
            onClick={() => restaurar(p)}
            disabled={restaurando !== null}
            aria-label={`Restaurar la publicación del ${formatDateTimeShort(p.publicadoEn)}`}
          >
            {restaurando === p.id ? 'Restaurando…' : 'Restaurar'}
          </button>
        ),
    },
  ];

  return (
    <PaginaAdmin titulo={`Publicaciones de ${nombre}`} migas={migasZona(zona, nombre, 'Publicaciones')}>
      <TablaAdmin
        titulo={`Publicaciones de ${nombre}`}
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(p) => p.id}
        vacio="La zona no tiene publicaciones todavía."
      />
    </PaginaAdmin>
  );
}
