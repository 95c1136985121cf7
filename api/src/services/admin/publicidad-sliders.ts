/**
 * A zone's sliders in the back-office (issue 18, decision 0027): published content, so every save
 * first keeps what shoppers see (`fijarPublicado`).
 */
import type { Guardado, SliderAdmin, TokenPayload } from '@mercado/shared/contracts';
import type { Selectable } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/index.ts';
import { fijarPublicado } from '../contenido-zona.ts';
import type { Almacen } from './almacen.ts';
import { historial } from './auditoria.ts';
import {
  estatusDe,
  guardarEnZona,
  imagenGuardada,
  registroDeZona,
  type ZonaFila,
  zonaPorSlug,
  zonaResumen,
} from './contenido.ts';
import { ANCHOS_IMAGEN, guardarImagen } from './imagenes.ts';
import type { ListaQuery } from './listado.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { type CambiosVersionados, crearVersionado } from './version.ts';

type Estatus = 1 | 2;

export function slidersService(db: Db, config: Config, almacen: Almacen) {
  /** A change (`cambios`) of a slider at `version`, audited as `accion`, what shoppers see now kept first. */
  function cambiar(
    usuario: TokenPayload,
    id: number,
    version: number,
    accion: 'editar' | 'estatus',
    cambios: CambiosVersionados<'zona_slider'>,
  ): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const { despues } = await guardarEnZona(trx, usuario, {
        tabla: 'zona_slider',
        id,
        version,
        accion,
        cambios,
        comprobar: (_, zonaId) => fijarPublicado(trx, usuario, zonaId),
      });
      return { id, version: despues.version };
    });
  }

  type FilaSlider = Selectable<Database['zona_slider']>;
  const sliderAdmin = (s: FilaSlider, zona: ZonaFila): SliderAdmin => ({
    id: s.id,
    zona: zonaResumen(zona),
    alt: s.alt,
    url: s.url ?? '',
    prioridad: s.prioridad,
    estatus: estatusDe(s.estatus),
    imagen: imagenGuardada(config, s.imagen, s.imagen_ancho, s.imagen_alto),
    imagenMovil: imagenGuardada(config, s.imagen_movil, s.imagen_movil_ancho, s.imagen_movil_alto),
    version: s.version,
  });

  async function sliders(slug: string, query: ListaQuery<'prioridad' | 'alt'>): Promise<Pagina<SliderAdmin>> {
    const zona = await zonaPorSlug(db, slug);
    let consulta = db.selectFrom('zona_slider').selectAll().where('zona_id', '=', zona.id);
    if (query.q) consulta = consulta.where(plegar('alt'), 'like', patronTexto(plegarTexto(query.q)));
    if (query.estatus !== undefined) consulta = consulta.where('estatus', '=', query.estatus);
    const pagina = await paginar(consulta, {
      pagina: query.pagina,
      columna: query.orden,
      dir: query.dir,
      idColumna: 'id',
    });
    return { ...pagina, items: pagina.items.map((s) => sliderAdmin(s, zona)) };
  }

  type SliderBody = { alt: string; url: string; prioridad: number; estatus: Estatus };
  const columnasSlider = (b: SliderBody) => ({
    alt: b.alt,
    url: b.url || null,
    prioridad: b.prioridad,
    estatus: b.estatus,
  });

  function registrarSlider(usuario: TokenPayload, slug: string, body: SliderBody): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const zona = await zonaPorSlug(trx, slug);
      const fila = await crearVersionado(trx, usuario, {
        tabla: 'zona_slider',
        zonaId: zona.id,
        comprobar: () => fijarPublicado(trx, usuario, zona.id),
        valores: { zona_id: zona.id, ...columnasSlider(body) },
      });
      return { id: fila.id, version: fila.version };
    });
  }

  async function slider(usuario: TokenPayload, id: number): Promise<SliderAdmin> {
    const { fila, zona } = await registroDeZona(db, usuario, 'zona_slider', id);
    return sliderAdmin(fila, zona);
  }

  async function subirImagenSlider(
    usuario: TokenPayload,
    id: number,
    movil: boolean,
    archivo: Uint8Array,
    version: number,
  ) {
    await registroDeZona(db, usuario, 'zona_slider', id);
    const img = await guardarImagen(almacen, archivo, {
      carpeta: 'slider',
      nombre: `slider-${id}${movil ? '-movil' : ''}`,
      anchos: ANCHOS_IMAGEN.banner,
    });
    const { version: nueva } = await cambiar(
      usuario,
      id,
      version,
      'editar',
      movil
        ? { imagen_movil: img.url, imagen_movil_ancho: img.ancho, imagen_movil_alto: img.alto }
        : { imagen: img.url, imagen_ancho: img.ancho, imagen_alto: img.alto },
    );
    return { ...img, version: nueva };
  }

  async function historialSlider(usuario: TokenPayload, id: number, pagina: number) {
    await registroDeZona(db, usuario, 'zona_slider', id);
    return historial(db, 'zona_slider', id, pagina);
  }

  return {
    sliders,
    registrarSlider,
    slider,
    editarSlider: (usuario: TokenPayload, id: number, body: SliderBody & { version: number }) =>
      cambiar(usuario, id, body.version, 'editar', columnasSlider(body)),
    estatusSlider: (usuario: TokenPayload, id: number, body: { estatus: Estatus; version: number }) =>
      cambiar(usuario, id, body.version, 'estatus', { estatus: body.estatus }),
    subirImagenSlider,
    historialSlider,
  };
}
