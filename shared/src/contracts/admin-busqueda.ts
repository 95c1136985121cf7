/**
 * The back-office's search merchandising (issue 37, ROLE_PUBLICIDAD): the synonyms of the store's one
 * products index (store-wide: a Venezuelan vocabulary) and the query rules of each zone (a rule's
 * condition names the zone's context, `contextoZona`), with a preview of a query's first results
 * without and with them. The API keeps them in the search service (Algolia's synonyms and rules), so
 * a record has no version column: a form sends the `huella` (fingerprint) of what it opened, and a
 * save over a synonym or rule someone else changed meanwhile is refused with 409.
 * One form schema for the page and the API.
 */
import { z } from '@mercado/shared/zod';
import { listadoQuery, paginadoSchema } from './admin.ts';
import { ProductoElegibleSchema } from './admin-publicidad.ts';
import { idSchema, SlugParamSchema, unaLinea } from './common.ts';

export const MensajesBusquedaAdmin = {
  SINONIMO_NO_EXISTE: 'El sinónimo no existe',
  REGLA_NO_EXISTE: 'La regla no existe',
  PALABRA: 'Escriba la palabra o frase',
  PALABRA_LARGA: 'Use como máximo 60 caracteres por palabra o frase',
  PALABRA_REPETIDA: 'Esta palabra ya está en la lista',
  MINIMO_REGULAR: 'Un sinónimo necesita al menos dos palabras o frases equivalentes',
  MINIMO_UNA_VIA: 'Indique al menos una palabra o frase que busque la de entrada',
  DEMASIADAS_PALABRAS: 'Use como máximo 20 palabras o frases',
  ENTRADA: 'Escriba la palabra que busca el cliente',
  ENTRADA_EN_LISTA: 'La palabra de entrada no puede estar también entre sus sinónimos',
  TIPO: 'Elija el tipo de sinónimo',
  NO_EDITABLE: 'Este tipo de sinónimo no se edita en este formulario',
  PATRON: 'Escriba las palabras de la búsqueda',
  ANCLAJE: 'Elija cómo se compara la búsqueda',
  SIN_EFECTO: 'La regla no cambia nada: destaque o esconda productos, impulse un filtro o escriba un aviso',
  DEMASIADOS_PROMOVIDOS: 'Destaque como máximo 10 productos',
  DEMASIADOS_OCULTOS: 'Esconda como máximo 50 productos',
  PROMOVIDO_Y_OCULTO: 'Un producto no puede estar destacado y escondido a la vez',
  IMPULSO_VALOR: 'Elija qué impulsar',
  FECHA: 'Use una fecha con el formato AAAA-MM-DD',
  FECHAS_JUNTAS: 'Indique las dos fechas, o ninguna para que la regla no venza',
  FECHAS_ORDEN: 'La fecha final no puede ser anterior a la inicial',
  BUSCADOR_FALLO: 'El buscador no respondió. Intente de nuevo en unos segundos.',
  REGISTRADO_SINONIMO: 'Sinónimo registrado',
  REGISTRADA_REGLA: 'Regla registrada',
} as const;

export const MAX_PALABRAS = 20;
export const MAX_PROMOVIDOS = 10;
export const MAX_OCULTOS = 50;

/** Letters compared as the engine does (case and accents aside, ñ kept): "Cambur" = "cambur". */
export const plegarPalabra = (s: string): string =>
  s
    .toLowerCase()
    .split('ñ')
    .map((parte) => parte.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .join('ñ')
    .replace(/\s+/g, ' ')
    .trim();

const palabra = z
  .string({ error: MensajesBusquedaAdmin.PALABRA })
  .check(
    z.trim(),
    z.minLength(1, MensajesBusquedaAdmin.PALABRA),
    z.maxLength(60, MensajesBusquedaAdmin.PALABRA_LARGA),
    unaLinea(),
  );

/** The types staff edit here: regular (every word finds the others) and one-way (input → words). */
export const TipoSinonimoEditable = z.enum(['synonym', 'oneWaySynonym'], {
  error: MensajesBusquedaAdmin.TIPO,
});
export type TipoSinonimoEditable = z.infer<typeof TipoSinonimoEditable>;

/** What a form opened: the fingerprint of the synonym or rule as it was read. */
const HuellaSchema = z
  .string({ error: 'Huella inválida' })
  .check(z.regex(/^[0-9a-f]{16}$/, 'Huella inválida'));

const sinonimoForm = {
  tipo: TipoSinonimoEditable,
  entrada: z.string({ error: MensajesBusquedaAdmin.ENTRADA }).check(z.trim(), z.maxLength(60), unaLinea()),
  palabras: z.array(palabra, { error: MensajesBusquedaAdmin.MINIMO_REGULAR }).check(
    z.maxLength(MAX_PALABRAS, MensajesBusquedaAdmin.DEMASIADAS_PALABRAS),
    z.superRefine((palabras, ctx) => {
      const vistas = palabras.map(plegarPalabra);
      vistas.forEach((p, i) => {
        if (vistas.indexOf(p) < i)
          ctx.issues.push({
            code: 'custom',
            message: MensajesBusquedaAdmin.PALABRA_REPETIDA,
            input: palabras[i],
            path: [i],
          });
      });
    }),
  ),
};
type SinonimoForm = { [K in keyof typeof sinonimoForm]: z.output<(typeof sinonimoForm)[K]> };
const sinonimoValido = z.superRefine((s: SinonimoForm, ctx) => {
  const issue = (path: (string | number)[], message: string) =>
    ctx.issues.push({ code: 'custom', message, input: s, path });
  if (s.tipo === 'synonym' && s.palabras.length < 2)
    issue(['palabras'], MensajesBusquedaAdmin.MINIMO_REGULAR);
  if (s.tipo === 'oneWaySynonym') {
    if (!s.entrada) issue(['entrada'], MensajesBusquedaAdmin.ENTRADA);
    else if (s.palabras.some((p) => plegarPalabra(p) === plegarPalabra(s.entrada)))
      issue(['entrada'], MensajesBusquedaAdmin.ENTRADA_EN_LISTA);
    if (s.palabras.length < 1) issue(['palabras'], MensajesBusquedaAdmin.MINIMO_UNA_VIA);
  }
});

/**
 * POST /admin/busqueda/sinonimos/registrar, and PUT …/:sinonimo with its `huella`. `entrada` only for
 * one-way ('' for a regular one); the words without repeats (accents and case aside).
 */
export const SinonimoBodySchema = z.strictObject(sinonimoForm).check(sinonimoValido);
export type SinonimoBody = z.input<typeof SinonimoBodySchema>;
export const SinonimoEditarSchema = z
  .strictObject({ ...sinonimoForm, huella: HuellaSchema })
  .check(sinonimoValido);

/** A synonym's objectID in a path: what the search service takes (letters, digits, - and _). */
const ObjectIdSchema = z
  .string({ error: 'Identificador inválido' })
  .check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Identificador inválido'));
export const SinonimoParamsSchema = z.strictObject({ sinonimo: ObjectIdSchema });
export const ReglaParamsSchema = z.strictObject({ regla: ObjectIdSchema });
export const BorrarBusquedaQuerySchema = z.strictObject({ huella: HuellaSchema });

/** Every type the service may hold (the seed's alternative corrections are listed, not edited here). */
export const SinonimoSchema = z.object({
  objectID: z.string(),
  tipo: z.enum(['synonym', 'oneWaySynonym', 'altCorrection1', 'altCorrection2', 'placeholder']),
  /** One-way: the word searched; alternative correction: the word; null for a regular synonym. */
  entrada: z.nullable(z.string()),
  palabras: z.array(z.string()),
  huella: z.string(),
});
export type Sinonimo = z.infer<typeof SinonimoSchema>;
export const SinonimoPaginaSchema = paginadoSchema(SinonimoSchema);

/** GET /admin/busqueda/sinonimos?q=&pagina= — the synonyms holding `q`, 50 a page. */
export const SinonimosQuerySchema = listadoQuery(['palabras']);

/** How a rule's words compare with the shopper's query (Algolia's anchoring). */
export const AnclajeSchema = z.enum(['is', 'startsWith', 'contains'], {
  error: MensajesBusquedaAdmin.ANCLAJE,
});
export type Anclaje = z.infer<typeof AnclajeSchema>;
export const TEXTO_ANCLAJE: Record<Anclaje, string> = {
  is: 'Es exactamente',
  startsWith: 'Empieza con',
  contains: 'Contiene',
};

/** A boost (Algolia's optionalFilters): a category's or brand's products, or the zone's offers, first. */
export const ImpulsoSchema = z.enum(['ninguno', 'categoria', 'marca', 'ofertas'], {
  error: 'Elija un impulso',
});
export type Impulso = z.infer<typeof ImpulsoSchema>;

const DIA = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const dia = z
  .string({ error: MensajesBusquedaAdmin.FECHA })
  .check(z.trim(), z.regex(new RegExp(`^$|${DIA.source}`), MensajesBusquedaAdmin.FECHA));

const idsProductos = (max: number, mensaje: string) =>
  z.array(idSchema('Producto inválido'), { error: 'Productos inválidos' }).check(z.maxLength(max, mensaje));

/**
 * POST /admin/busqueda/reglas/registrar (with `zona`), PUT …/:regla (with `huella`). Dates are
 * Caracas days, both or neither ('' = always valid); the rule must change something.
 */
const reglaForm = {
  patron: z
    .string({ error: MensajesBusquedaAdmin.PATRON })
    .check(z.trim(), z.minLength(1, MensajesBusquedaAdmin.PATRON), z.maxLength(100), unaLinea()),
  anclaje: AnclajeSchema,
  promover: idsProductos(MAX_PROMOVIDOS, MensajesBusquedaAdmin.DEMASIADOS_PROMOVIDOS),
  ocultar: idsProductos(MAX_OCULTOS, MensajesBusquedaAdmin.DEMASIADOS_OCULTOS),
  impulso: ImpulsoSchema,
  /** The category's or the brand's name (as the index has it); '' otherwise. */
  impulsoValor: z.string().check(z.trim(), z.maxLength(120), unaLinea()),
  /** The results page's banner (the rule's userData `banner`); '' = none. */
  aviso: z.string().check(z.trim(), z.maxLength(140, 'Use como máximo 140 caracteres'), unaLinea()),
  descripcion: z.string().check(z.trim(), z.maxLength(200, 'Use como máximo 200 caracteres'), unaLinea()),
  activa: z.boolean({ error: 'Indique si la regla está activa' }),
  desde: dia,
  hasta: dia,
};

type ReglaForm = { [K in keyof typeof reglaForm]: z.output<(typeof reglaForm)[K]> };
const reglaValida = z.superRefine((r: ReglaForm, ctx) => {
  const issue = (path: string[], message: string) =>
    ctx.issues.push({ code: 'custom', message, input: r, path });
  if (r.impulso !== 'ninguno' && r.impulso !== 'ofertas' && !r.impulsoValor)
    issue(['impulsoValor'], MensajesBusquedaAdmin.IMPULSO_VALOR);
  if (!r.promover.length && !r.ocultar.length && r.impulso === 'ninguno' && !r.aviso)
    issue(['promover'], MensajesBusquedaAdmin.SIN_EFECTO);
  if (r.promover.some((id) => r.ocultar.includes(id)))
    issue(['ocultar'], MensajesBusquedaAdmin.PROMOVIDO_Y_OCULTO);
  if (!r.desde !== !r.hasta) issue([r.desde ? 'hasta' : 'desde'], MensajesBusquedaAdmin.FECHAS_JUNTAS);
  else if (r.desde && r.hasta < r.desde) issue(['hasta'], MensajesBusquedaAdmin.FECHAS_ORDEN);
});

export const ReglaBodySchema = z.strictObject({ zona: SlugParamSchema, ...reglaForm }).check(reglaValida);
export type ReglaBody = z.input<typeof ReglaBodySchema>;
export const ReglaEditarSchema = z.strictObject({ ...reglaForm, huella: HuellaSchema }).check(reglaValida);
export const ReglaEstatusSchema = z.strictObject({
  activa: z.boolean({ error: 'Indique si la regla está activa' }),
  huella: HuellaSchema,
});

export const ReglaSchema = z.object({
  objectID: z.string(),
  zona: z.string(),
  patron: z.string(),
  anclaje: AnclajeSchema,
  promover: z.array(ProductoElegibleSchema),
  ocultar: z.array(ProductoElegibleSchema),
  impulso: ImpulsoSchema,
  impulsoValor: z.string(),
  aviso: z.string(),
  descripcion: z.string(),
  activa: z.boolean(),
  desde: z.string(),
  hasta: z.string(),
  huella: z.string(),
});
export type Regla = z.infer<typeof ReglaSchema>;
export const ReglaPaginaSchema = paginadoSchema(ReglaSchema);

/** GET /admin/busqueda/reglas?zona=&q=&pagina= — a zone's rules (the zone's role), 50 a page. */
export const ReglasQuerySchema = listadoQuery(['patron'], { zona: SlugParamSchema });

/** GET /admin/busqueda/opciones: what a boost can name — the active categories and the brands. */
export const OpcionesReglaSchema = z.object({ categorias: z.array(z.string()), marcas: z.array(z.string()) });
export type OpcionesRegla = z.infer<typeof OpcionesReglaSchema>;

/** GET /admin/busqueda/vista-previa?zona=&q= — a shopper's first 10 results, without and with. */
export const VistaPreviaBusquedaQuerySchema = z.strictObject({
  zona: SlugParamSchema,
  q: z
    .string({ error: 'Escriba una búsqueda' })
    .check(z.trim(), z.minLength(1, 'Escriba una búsqueda'), z.maxLength(100), unaLinea()),
});
export const ResultadoVistaSchema = z.object({
  objectID: z.string(),
  nombre: z.string(),
  marca: z.nullable(z.string()),
  /** "1 kg": tells apart the sizes of one product line. */
  presentacion: z.nullable(z.string()),
  /** Pinned there by a rule. */
  destacado: z.boolean(),
});
export type ResultadoVista = z.infer<typeof ResultadoVistaSchema>;
const LadoVistaSchema = z.object({ hits: z.array(ResultadoVistaSchema), nbHits: z.int() });
export const VistaPreviaBusquedaSchema = z.object({
  /** enableRules: false, enableSynonyms: false. */
  sin: LadoVistaSchema,
  /** As the zone's shoppers see it: synonyms and the zone's rules on; the banners its rules give. */
  con: z.object({ ...LadoVistaSchema.shape, avisos: z.array(z.string()) }),
});
export type VistaPreviaBusqueda = z.infer<typeof VistaPreviaBusquedaSchema>;
