/**
 * The judged queries of the relevance bench (issue 37, bench/relevancia.ts) over the SEEDED catalogue
 * (src/db/seed-data.ts PLANTILLAS, expanded by generarProductos: what `npm start` shows).
 *
 * How it was judged: one judge read the seeded product names (with brand, size and category) as a
 * shopper of a Venezuelan supermarket typing the query in the store's box would, and graded:
 *   3 = what the shopper asked for (every brand and size of it, unless the query names one);
 *   2 = a close substitute, or the asked product in another size or brand than the one the query names;
 *   1 = related, acceptable further down (same use, or the word in another sense);
 *   unlisted = not wanted (grade 0).
 * Venezuelan words are judged by what they mean here, not by the label's words: "caraotas" are black
 * beans, "cochino" is pork, "perrarina" is dog food, "harina pan" is any precooked corn flour (P.A.N.
 * itself first), "queso llanero" is the hard white cheese the seed calls "Queso blanco duro", "jojoto"
 * is tender corn (the seed has it canned). Queries were written before looking at any engine's results;
 * those added with the engine's language work (issue 37: words typed together or apart, sizes written
 * other ways, plurals, stop words) were written with it, from the same reading of the catalogue.
 *
 * A product is named by its seed name (every size of it) or by its slug (that size only); when both
 * apply, the better grade counts. test/relevancia-metricas.test.ts checks every name and slug exists.
 */
import * as P from './relevancia-grupos.ts';

export type Grado = 1 | 2 | 3;

export type TipoConsulta =
  | 'venezolanismo'
  | 'marca'
  | 'error'
  | 'sin acento'
  | 'plural'
  | 'tamaño'
  | 'varias palabras'
  | 'general';

export type Juicio = {
  query: string;
  tipo: TipoConsulta;
  /** Grade → seed product names (every size) or slugs (one size). */
  relevantes: Partial<Record<Grado, readonly string[]>>;
};

export const JUICIOS: readonly Juicio[] = [
  // Venezuelan words, where the label may say something else.
  {
    query: 'caraotas',
    tipo: 'venezolanismo',
    relevantes: { 3: P.CARAOTAS_NEGRAS, 2: P.CARAOTAS_ROJAS, 1: ['Frijoles bayos Pantera'] },
  },
  {
    query: 'caraotas negras',
    tipo: 'venezolanismo',
    relevantes: { 3: P.CARAOTAS_NEGRAS, 1: P.CARAOTAS_ROJAS },
  },
  {
    query: 'frijoles negros',
    tipo: 'venezolanismo',
    relevantes: { 3: P.CARAOTAS_NEGRAS, 1: ['Frijoles bayos Pantera', ...P.CARAOTAS_ROJAS] },
  },
  { query: 'cambur', tipo: 'venezolanismo', relevantes: { 3: ['Cambur'] } },
  { query: 'banano', tipo: 'venezolanismo', relevantes: { 3: ['Cambur'] } },
  { query: 'lechosa', tipo: 'venezolanismo', relevantes: { 3: ['Lechosa'] } },
  { query: 'papaya', tipo: 'venezolanismo', relevantes: { 3: ['Lechosa'] } },
  { query: 'parchita', tipo: 'venezolanismo', relevantes: { 3: ['Parchita'] } },
  { query: 'maracuya', tipo: 'venezolanismo', relevantes: { 3: ['Parchita'] } },
  { query: 'auyama', tipo: 'venezolanismo', relevantes: { 3: ['Auyama'] } },
  { query: 'calabaza', tipo: 'venezolanismo', relevantes: { 3: ['Auyama'], 1: ['Calabacín'] } },
  { query: 'jojoto', tipo: 'venezolanismo', relevantes: { 3: P.MAIZ_DULCE } },
  { query: 'maiz tierno', tipo: 'venezolanismo', relevantes: { 3: P.MAIZ_DULCE } },
  {
    query: 'harina pan',
    tipo: 'venezolanismo',
    relevantes: { 3: [P.PAN_BLANCA, P.PAN_AMARILLA], 2: P.PRECOCIDA_OTRAS },
  },
  {
    query: 'queso llanero',
    tipo: 'venezolanismo',
    relevantes: { 3: ['Queso blanco duro'], 1: ['Queso de año'] },
  },
  { query: 'papelon', tipo: 'venezolanismo', relevantes: { 3: ['Papelón en panela'] } },
  { query: 'patilla', tipo: 'venezolanismo', relevantes: { 3: ['Patilla'] } },
  { query: 'sandia', tipo: 'venezolanismo', relevantes: { 3: ['Patilla'] } },
  { query: 'cochino', tipo: 'venezolanismo', relevantes: { 3: P.CERDO } },
  { query: 'perrarina', tipo: 'venezolanismo', relevantes: { 3: P.PERROS } },
  { query: 'achiote', tipo: 'venezolanismo', relevantes: { 3: P.ONOTO } },
  { query: 'pasta de dientes', tipo: 'venezolanismo', relevantes: { 3: P.CREMA_DENTAL, 1: P.CEPILLO } },
  { query: 'shampoo', tipo: 'venezolanismo', relevantes: { 3: P.CHAMPU, 1: P.ACONDICIONADOR } },

  // Brands.
  {
    query: 'polar',
    tipo: 'marca',
    relevantes: { 3: [...P.CERVEZAS_POLAR, 'Malta Malta Polar', 'Malta Maltín Polar'] },
  },
  {
    query: 'primor',
    tipo: 'marca',
    relevantes: {
      3: [
        'Arroz blanco tipo I Primor',
        'Arroz parboiled Primor',
        'Pasta larga spaghetti Primor',
        'Pasta corta plumas Primor',
        'Pasta corta tornillos Primor',
        'Pasta corta coditos Primor',
        'Caraotas negras Primor',
        'Harina de arroz Primor',
      ],
    },
  },
  {
    query: 'mavesa',
    tipo: 'marca',
    relevantes: {
      3: ['Mayonesa Mavesa', 'Margarina con sal Mavesa', 'Mantequilla Mavesa', 'Vinagre blanco Mavesa'],
    },
  },
  { query: 'savoy', tipo: 'marca', relevantes: { 3: ['Chocolate con leche Savoy', ...P.SAVOY_GOLOSINAS] } },
  {
    query: 'toddy',
    tipo: 'marca',
    relevantes: { 3: ['Bebida achocolatada en polvo Toddy'], 1: ['Bebida achocolatada en polvo Nesquik'] },
  },
  {
    query: 'frescolita',
    tipo: 'marca',
    relevantes: { 3: ['Refresco de kolita Frescolita'], 1: ['Refresco de kolita Golden'] },
  },
  {
    query: 'maltin',
    tipo: 'marca',
    relevantes: { 3: ['Malta Maltín Polar'], 1: ['Malta Malta Polar', 'Malta Malta Regional'] },
  },
  {
    query: 'harina juana',
    tipo: 'marca',
    relevantes: {
      3: [
        'Harina de maíz precocida blanca Juana',
        'Harina de maíz precocida amarilla Juana',
        'Harina de trigo todo uso Juana',
      ],
    },
  },
  { query: 'colgate', tipo: 'marca', relevantes: { 3: ['Crema dental Colgate', 'Cepillo dental Colgate'] } },

  // Misspelt.
  {
    query: 'arros',
    tipo: 'error',
    relevantes: { 3: [...P.ARROZ_BLANCO, ...P.ARROZ_PARBOILED], 1: P.HARINA_ARROZ },
  },
  { query: 'carotas', tipo: 'error', relevantes: { 3: P.CARAOTAS_NEGRAS, 2: P.CARAOTAS_ROJAS } },
  { query: 'mayonessa', tipo: 'error', relevantes: { 3: P.MAYONESA } },
  { query: 'detergnte', tipo: 'error', relevantes: { 3: P.DETERGENTE } },
  {
    query: 'chinoto',
    tipo: 'error',
    relevantes: { 3: ['Refresco de limón Chinotto'], 1: ['Refresco de limón 7Up'] },
  },
  { query: 'espagueti', tipo: 'error', relevantes: { 3: P.SPAGHETTI } },
  {
    query: 'cocacola',
    tipo: 'error',
    relevantes: { 3: ['Refresco de cola Coca-Cola'], 1: P.de('Refresco de cola', ['Pepsi', 'Golden']) },
  },
  { query: 'mortadel', tipo: 'error', relevantes: { 3: P.de('Mortadela especial', ['Plumrose', 'Fiesta']) } },
  // Words typed together or apart (Algolia's splitting and concatenation).
  {
    query: 'harinapan',
    tipo: 'error',
    relevantes: { 3: [P.PAN_BLANCA, P.PAN_AMARILLA], 2: P.PRECOCIDA_OTRAS },
  },
  { query: 'papelhigienico', tipo: 'error', relevantes: { 3: P.PAPEL_HIGIENICO, 1: P.SERVILLETAS } },
  { query: 'lava platos', tipo: 'error', relevantes: { 3: P.LAVAPLATOS } },
  {
    query: '7 up',
    tipo: 'error',
    relevantes: { 3: ['Refresco de limón 7Up'], 1: ['Refresco de limón Chinotto'] },
  },

  // Without accents or ñ, as phones type them.
  { query: 'cafe', tipo: 'sin acento', relevantes: { 3: P.CAFE } },
  { query: 'azucar', tipo: 'sin acento', relevantes: { 3: P.AZUCAR, 1: ['Papelón en panela'] } },
  { query: 'atun', tipo: 'sin acento', relevantes: { 3: P.ATUN, 1: P.SARDINAS } },
  { query: 'jamon', tipo: 'sin acento', relevantes: { 3: P.JAMON, 1: ['Cachito de jamón'] } },
  { query: 'panales', tipo: 'sin acento', relevantes: { 3: P.PANALES } },
  { query: 'tequenos', tipo: 'sin acento', relevantes: { 3: P.TEQUENOS } },
  { query: 'champu', tipo: 'sin acento', relevantes: { 3: P.CHAMPU, 1: P.ACONDICIONADOR } },
  { query: 'papel higienico', tipo: 'sin acento', relevantes: { 3: P.PAPEL_HIGIENICO, 1: P.SERVILLETAS } },
  { query: 'limon', tipo: 'sin acento', relevantes: { 3: ['Limón'], 1: P.REFRESCO_LIMON } },
  { query: 'platano', tipo: 'sin acento', relevantes: { 3: ['Plátano'], 1: P.PLATANITOS } },

  // Singular for plural and back.
  { query: 'cambures', tipo: 'plural', relevantes: { 3: ['Cambur'] } },
  { query: 'tomates', tipo: 'plural', relevantes: { 3: ['Tomate'], 1: P.SALSA_TOMATE } },
  { query: 'cebollas', tipo: 'plural', relevantes: { 3: ['Cebolla'] } },
  { query: 'papas', tipo: 'plural', relevantes: { 3: ['Papa'], 2: P.PAPAS_PREFRITAS } },
  { query: 'huevo', tipo: 'plural', relevantes: { 3: ['Huevos blancos'] } },
  { query: 'galleta', tipo: 'plural', relevantes: { 3: [...P.GALLETAS_MARIA, ...P.GALLETAS_SODA] } },
  { query: 'salchicha', tipo: 'plural', relevantes: { 3: [...P.SALCHICHAS_VIENA, ...P.SALCHICHAS_LATA] } },
  { query: 'caraota negra', tipo: 'plural', relevantes: { 3: P.CARAOTAS_NEGRAS, 1: P.CARAOTAS_ROJAS } },
  { query: 'limones', tipo: 'plural', relevantes: { 3: ['Limón'], 1: P.REFRESCO_LIMON } },
  { query: 'platanos', tipo: 'plural', relevantes: { 3: ['Plátano'], 1: P.PLATANITOS } },
  { query: 'papa', tipo: 'plural', relevantes: { 3: ['Papa'], 2: P.PAPAS_PREFRITAS } },
  {
    query: 'panes',
    tipo: 'plural',
    relevantes: { 3: [...P.PAN_SANDWICH, 'Pan canilla'], 1: ['Cachito de jamón'] },
  },

  // A size in the query: that size first, the same product in another size after.
  {
    query: 'arroz 1 kg',
    tipo: 'tamaño',
    relevantes: {
      3: P.ARROZ_1KG,
      2: P.ARROZ_BLANCO,
    },
  },
  {
    query: 'harina pan 1 kg',
    tipo: 'tamaño',
    relevantes: { 3: [P.PAN_BLANCA, P.PAN_AMARILLA], 2: P.PRECOCIDA_OTRAS },
  },
  {
    query: 'coca cola 2 litros',
    tipo: 'tamaño',
    relevantes: {
      3: ['refresco-de-cola-coca-cola-2-l'],
      2: ['Refresco de cola Coca-Cola'],
      1: ['refresco-de-cola-pepsi-2-l', 'refresco-de-cola-golden-2-l'],
    },
  },
  {
    query: 'aceite 1 litro',
    tipo: 'tamaño',
    relevantes: {
      3: [...P.ACEITE_1L, ...P.ACEITE_MAIZ],
      2: P.ACEITE_SOYA,
      1: P.ACEITE_OLIVA,
    },
  },
  {
    query: 'cafe 500 g',
    tipo: 'tamaño',
    relevantes: {
      3: P.CAFE_500G,
      2: P.CAFE,
    },
  },
  {
    query: 'detergente 2 kg',
    tipo: 'tamaño',
    relevantes: {
      3: [
        'detergente-en-polvo-ace-2-kg',
        'detergente-en-polvo-ariel-2-kg',
        'detergente-en-polvo-las-llaves-2-kg',
        'detergente-en-polvo-mas-color-2-kg',
      ],
      2: P.DETERGENTE,
    },
  },
  {
    query: 'agua 5 litros',
    tipo: 'tamaño',
    relevantes: {
      3: ['agua-mineral-minalba-5-l', 'agua-mineral-nevada-5-l', 'agua-mineral-agua-mineral-los-andes-5-l'],
      2: P.AGUA,
    },
  },
  // The same sizes written as shoppers write them: "1kg", "1 kilo", "1 litro", "1l", "medio kilo".
  {
    query: 'harina pan 1kg',
    tipo: 'tamaño',
    relevantes: { 3: [P.PAN_BLANCA, P.PAN_AMARILLA], 2: P.PRECOCIDA_OTRAS },
  },
  {
    query: 'arroz 1 kilo',
    tipo: 'tamaño',
    relevantes: {
      3: P.ARROZ_1KG,
      2: P.ARROZ_BLANCO,
    },
  },
  { query: 'leche 1 litro', tipo: 'tamaño', relevantes: { 3: P.LECHE_LIQUIDA, 1: P.LECHE_POLVO } },
  {
    query: 'aceite 1l',
    tipo: 'tamaño',
    relevantes: {
      3: [...P.ACEITE_1L, ...P.ACEITE_MAIZ],
      2: P.ACEITE_SOYA,
      1: P.ACEITE_OLIVA,
    },
  },
  {
    query: 'cafe medio kilo',
    tipo: 'tamaño',
    relevantes: {
      3: P.CAFE_500G,
      2: P.CAFE,
    },
  },
  {
    query: 'huevos 30 unidades',
    tipo: 'tamaño',
    relevantes: { 3: ['huevos-blancos-carton-30-und'], 2: ['Huevos blancos'] },
  },

  // Several words: every word matters, the product's own words above the category's.
  {
    query: 'arroz primor',
    tipo: 'varias palabras',
    relevantes: {
      3: ['Arroz blanco tipo I Primor', 'Arroz parboiled Primor'],
      1: [
        ...P.de('Arroz blanco tipo I', ['Mary', 'Gaby', 'Flor de Arroz']),
        'Arroz parboiled Mary',
        'Harina de arroz Primor',
      ],
    },
  },
  {
    query: 'cafe con leche',
    tipo: 'varias palabras',
    relevantes: { 3: P.CAFE, 1: [...P.LECHE_LIQUIDA, ...P.LECHE_POLVO] },
  },
  { query: 'leche en polvo', tipo: 'varias palabras', relevantes: { 3: P.LECHE_POLVO, 1: P.LECHE_LIQUIDA } },
  { query: 'cafe con azucar', tipo: 'varias palabras', relevantes: { 3: [...P.CAFE, ...P.AZUCAR] } },
  { query: 'jabon para ropa', tipo: 'varias palabras', relevantes: { 3: P.JABON_ROPA, 1: P.DETERGENTE } },
  {
    query: 'aceite de maiz',
    tipo: 'varias palabras',
    relevantes: { 3: P.ACEITE_MAIZ, 1: [...P.ACEITE_SOYA, ...P.ACEITE_OLIVA] },
  },
  { query: 'leche condensada', tipo: 'varias palabras', relevantes: { 3: P.LECHE_CONDENSADA } },
  {
    query: 'aceite de oliva',
    tipo: 'varias palabras',
    relevantes: { 3: P.ACEITE_OLIVA, 1: [...P.ACEITE_SOYA, ...P.ACEITE_MAIZ] },
  },
  {
    query: 'harina de trigo',
    tipo: 'varias palabras',
    relevantes: { 3: P.HARINA_TRIGO, 1: P.HARINA_TORTAS },
  },
  {
    query: 'salsa de tomate',
    tipo: 'varias palabras',
    relevantes: {
      3: P.SALSA_TOMATE,
      1: [...P.SARDINAS, ...P.de('Salsa para pasta napolitana', ['Pampero', 'Heinz'])],
    },
  },
  {
    query: 'atun margarita',
    tipo: 'varias palabras',
    relevantes: {
      3: ['Atún en aceite Margarita'],
      2: P.de('Atún en aceite', ['Eveba', 'Tunamar']),
      1: ['Sardinas en salsa de tomate Margarita'],
    },
  },
  {
    query: 'cerveza polar',
    tipo: 'varias palabras',
    relevantes: { 3: P.CERVEZAS_POLAR, 1: P.CERVEZAS_OTRAS },
  },
  { query: 'refresco de cola', tipo: 'varias palabras', relevantes: { 3: P.COLA, 1: P.KOLITA } },
  {
    query: 'jugo de naranja',
    tipo: 'varias palabras',
    relevantes: { 3: P.JUGO_NARANJA, 1: [...P.NECTAR, 'Naranja'] },
  },
  { query: 'pan de sandwich', tipo: 'varias palabras', relevantes: { 3: P.PAN_SANDWICH } },
  {
    query: 'comida para gatos',
    tipo: 'varias palabras',
    relevantes: { 3: P.GATOS, 1: P.de('Arena sanitaria para gatos', ['Cat Litter', 'Michi']) },
  },
  {
    query: 'pasta corta',
    tipo: 'varias palabras',
    relevantes: { 3: [...P.PLUMAS, ...P.TORNILLOS, ...P.CODITOS], 1: P.SPAGHETTI },
  },
  {
    query: 'queso amarillo',
    tipo: 'varias palabras',
    relevantes: { 3: P.QUESO_AMARILLO, 1: ['Queso blanco duro', 'Queso de año'] },
  },
  {
    query: 'jabon azul',
    tipo: 'varias palabras',
    relevantes: { 3: ['Jabón en barra para ropa Azul Bolívar'], 1: ['Jabón en barra para ropa Las Llaves'] },
  },

  // One everyday word.
  {
    query: 'arroz',
    tipo: 'general',
    relevantes: { 3: [...P.ARROZ_BLANCO, ...P.ARROZ_PARBOILED], 1: P.HARINA_ARROZ },
  },
  {
    query: 'pan',
    tipo: 'general',
    relevantes: {
      3: [...P.PAN_SANDWICH, 'Pan canilla'],
      1: ['Cachito de jamón', P.PAN_BLANCA, P.PAN_AMARILLA],
    },
  },
  {
    query: 'leche',
    tipo: 'general',
    relevantes: { 3: [...P.LECHE_POLVO, ...P.LECHE_LIQUIDA], 2: P.LECHE_CONDENSADA },
  },
  {
    query: 'aceite',
    tipo: 'general',
    relevantes: { 3: [...P.ACEITE_SOYA, ...P.ACEITE_MAIZ, ...P.ACEITE_OLIVA], 1: P.ATUN },
  },
  { query: 'pollo', tipo: 'general', relevantes: { 3: P.POLLO, 1: P.NUGGETS } },
  { query: 'carne', tipo: 'general', relevantes: { 3: P.RES, 1: P.CERDO } },
  {
    query: 'pasta',
    tipo: 'general',
    relevantes: { 3: [...P.SPAGHETTI, ...P.PLUMAS, ...P.TORNILLOS, ...P.CODITOS] },
  },
  { query: 'mantequilla', tipo: 'general', relevantes: { 3: P.MANTEQUILLA, 2: P.MARGARINA } },
  {
    query: 'chocolate',
    tipo: 'general',
    relevantes: { 3: P.CHOCOLATE, 2: [...P.ACHOCOLATADA, ...P.CACAO], 1: P.SAVOY_GOLOSINAS },
  },
  { query: 'yogur', tipo: 'general', relevantes: { 3: P.YOGURT } },
  { query: 'helado', tipo: 'general', relevantes: { 3: P.HELADO } },
  { query: 'malta', tipo: 'general', relevantes: { 3: P.MALTAS } },
  {
    query: 'cloro',
    tipo: 'general',
    relevantes: { 3: P.CLORO, 1: P.de('Desinfectante multiuso', ['Mistolín', 'Lysol', 'Fabuloso']) },
  },
  {
    query: 'jabon',
    tipo: 'general',
    relevantes: { 3: [...P.JABON_TOCADOR, ...P.JABON_ROPA], 1: P.LAVAPLATOS },
  },
  {
    query: 'refresco',
    tipo: 'general',
    relevantes: { 3: [...P.COLA, ...P.KOLITA, ...P.REFRESCO_LIMON, ...P.REFRESCO_NARANJA] },
  },
];

/**
 * The judged products of a query in `catalogo`, by slug: each named product's every size, each slug
 * itself; the better grade when a product is named twice.
 */
export function productosJuzgados(
  juicio: Juicio,
  catalogo: readonly { slug: string; nombre: string }[],
): Map<string, Grado> {
  const grados = new Map<string, Grado>();
  for (const grado of [3, 2, 1] as const) {
    const ids = new Set(juicio.relevantes[grado] ?? []);
    for (const p of catalogo) {
      if ((ids.has(p.nombre) || ids.has(p.slug)) && !grados.has(p.slug)) grados.set(p.slug, grado);
    }
  }
  return grados;
}
