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
 * is tender corn (the seed has it canned). Queries were written before looking at any engine's results.
 *
 * A product is named by its seed name (every size of it) or by its slug (that size only); when both
 * apply, the better grade counts. test/relevancia-metricas.test.ts checks every name and slug exists.
 */

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

/** `base` followed by each brand, as generarProductos names them ("Caraotas negras Mary"). */
const de = (base: string, marcas: readonly string[]): string[] => marcas.map((m) => `${base} ${m}`);

const CARAOTAS_NEGRAS = de('Caraotas negras', ['Mary', 'Pantera', 'Primor']);
const CARAOTAS_ROJAS = de('Caraotas rojas', ['Mary', 'Pantera']);
const ARROZ_BLANCO = de('Arroz blanco tipo I', ['Mary', 'Primor', 'Gaby', 'Flor de Arroz']);
const ARROZ_PARBOILED = de('Arroz parboiled', ['Mary', 'Primor']);
const HARINA_ARROZ = de('Harina de arroz', ['Mary', 'Primor']);
const PAN_BLANCA = 'Harina de maíz precocida blanca P.A.N.';
const PAN_AMARILLA = 'Harina de maíz precocida amarilla P.A.N.';
const PRECOCIDA_OTRAS = [
  ...de('Harina de maíz precocida blanca', ['Juana', 'Doña Arepa', 'Del Maizal']),
  'Harina de maíz precocida amarilla Juana',
];
const HARINA_TRIGO = de('Harina de trigo todo uso', ['Robin Hood', 'Juana', 'Kaly']);
const HARINA_TORTAS = de('Harina para tortas vainilla', ['Pampero', 'Robin Hood']);
const ACEITE_SOYA = de('Aceite vegetal de soya', ['Vatel', 'Diana', 'Mazeite', 'Coamo']);
const ACEITE_MAIZ = de('Aceite de maíz', ['Mazeite', 'Mazola']);
const ACEITE_OLIVA = de('Aceite de oliva extra virgen', ['Carbonell', 'Borges']);
const CAFE = de('Café molido', ['Fama de América', 'Café Madrid', 'Flor de Arauca', 'Anzoátegui']);
const LECHE_POLVO = de('Leche en polvo completa', ['La Campiña', 'Nido', 'Los Andes']);
const LECHE_LIQUIDA = de('Leche líquida completa UHT', ['La Campiña', 'Parmalat', 'Los Andes']);
const LECHE_CONDENSADA = ['Leche condensada Nestlé La Lechera', 'Leche condensada Parmalat'];
const MAYONESA = de('Mayonesa', ['Mavesa', 'Kraft', 'Heinz']);
const MARGARINA = de('Margarina con sal', ['Mavesa', 'Nelly']);
const MANTEQUILLA = de('Mantequilla', ['Mavesa', 'La Campiña']);
const ATUN = de('Atún en aceite', ['Margarita', 'Eveba', 'Tunamar']);
const SARDINAS = de('Sardinas en salsa de tomate', ['Margarita', 'La Gaviota']);
const SALSA_TOMATE = de('Salsa de tomate', ['Heinz', 'Pampero', 'Kraft']);
const SALCHICHAS_VIENA = de('Salchichas tipo Viena', ['Plumrose', 'Oscar Mayer', 'Arichuna']);
const SALCHICHAS_LATA = de('Salchichas enlatadas', ['Oscar Mayer', 'Plumrose']);
const SPAGHETTI = de('Pasta larga spaghetti', ['Primor', 'Ronco', 'Capri', 'Sindoni', 'Allegri']);
const PLUMAS = de('Pasta corta plumas', ['Primor', 'Ronco', 'Capri']);
const TORNILLOS = de('Pasta corta tornillos', ['Primor', 'Sindoni']);
const CODITOS = de('Pasta corta coditos', ['Primor', 'Capri', 'Ronco']);
const COLA = de('Refresco de cola', ['Coca-Cola', 'Pepsi', 'Golden']);
const KOLITA = de('Refresco de kolita', ['Frescolita', 'Golden']);
const REFRESCO_LIMON = de('Refresco de limón', ['Chinotto', '7Up']);
const REFRESCO_NARANJA = de('Refresco de naranja', ['Hit', 'Fanta']);
const MALTAS = de('Malta', ['Malta Polar', 'Maltín Polar', 'Malta Regional']);
const CERVEZAS_POLAR = de('Cerveza', ['Polar Pilsen', 'Polar Light']);
const CERVEZAS_OTRAS = de('Cerveza', ['Solera', 'Zulia']);
const JUGO_NARANJA = de('Jugo de naranja', ['Yukery', 'Frica']);
const NECTAR = de('Néctar de durazno', ['Yukery', 'Frica', 'Del Valle']);
const AGUA = de('Agua mineral', ['Minalba', 'Nevada', 'Agua Mineral Los Andes']);
const DETERGENTE = de('Detergente en polvo', ['Ace', 'Ariel', 'Las Llaves', 'Mas Color']);
const JABON_ROPA = de('Jabón en barra para ropa', ['Las Llaves', 'Azul Bolívar']);
const JABON_TOCADOR = de('Jabón de tocador', ['Protex', 'Palmolive', 'Camay', 'Lux']);
const LAVAPLATOS = [
  ...de('Lavaplatos en crema', ['Axion', 'Las Llaves']),
  ...de('Lavaplatos líquido', ['Axion', 'Salvo']),
];
const CLORO = de('Cloro', ['Nevex', 'Clorox']);
const PAPEL_HIGIENICO = de('Papel higiénico doble hoja', ['Rosal', 'Scott', 'Pétalo']);
const SERVILLETAS = de('Servilletas', ['Rosal', 'Scott']);
const PANALES = de('Pañales desechables', ['Pampers', 'Huggies', 'Babysec']);
const CHAMPU = de('Champú', ['Pantene', 'Head & Shoulders', 'Sedal']);
const ACONDICIONADOR = de('Acondicionador', ['Pantene', 'Sedal']);
const CREMA_DENTAL = de('Crema dental', ['Colgate', 'Pepsodent', 'Oral-B']);
const CEPILLO = de('Cepillo dental', ['Colgate', 'Oral-B']);
const PAN_SANDWICH = de('Pan de sándwich blanco', ['Bimbo', 'Holsum']);
const GALLETAS_MARIA = de('Galletas María', ['Puig', 'Nestlé']);
const GALLETAS_SODA = de('Galletas de soda', ['Puig', 'Club Social']);
const CHOCOLATE = de('Chocolate con leche', ['Savoy', 'Nestlé']);
const ACHOCOLATADA = de('Bebida achocolatada en polvo', ['Toddy', 'Nesquik']);
const CACAO = de('Cacao en polvo', ['Chocolates El Rey', 'Franceschi']);
const SAVOY_GOLOSINAS = ['Cri-Cri Savoy', 'Susy Savoy', 'Galak Savoy', 'Pepito Savoy'];
const TEQUENOS = de('Tequeños de queso', ['Tequeños Miga', 'La Tequeñería']);
const HELADO = de('Helado de mantecado', ['Efe', 'Tío Rico']);
const YOGURT = [
  ...de('Yogurt firme de fresa', ['La Campiña', 'Migurt', 'Yoka']),
  ...de('Yogurt líquido de durazno', ['La Campiña', 'Migurt']),
];
const QUESO_AMARILLO = de('Queso amarillo gouda rebanado', ['Paisa', 'Alfonzo Rivas']);
const JAMON = de('Jamón de pierna', ['Plumrose', 'Arichuna', 'Fiesta']);
const PERROS = de('Alimento para perros adultos', ['Dog Chow', 'Pedigree', 'Super Can']);
const GATOS = de('Alimento para gatos', ['Cat Chow', 'Whiskas', 'Gatsy']);
const ONOTO = de('Onoto en polvo', ['La Comadre', 'McCormick']);
const MAIZ_DULCE = de('Maíz dulce en granos', ['Del Monte', 'Sabroso']);
const AZUCAR = de('Azúcar refinada', ['Montalbán', 'La Pastora', 'Santa Clara']);
const CERDO = ['Chuleta de cerdo', 'Pernil de cerdo'];
const POLLO = ['Pollo entero', 'Pechuga de pollo', 'Muslos de pollo'];
const NUGGETS = de('Nuggets de pollo', ['Tyson', 'Plumrose']);
const RES = ['Carne molida de res', 'Bistec de res', 'Carne para mechar', 'Costilla de res'];
const PAPAS_PREFRITAS = de('Papas prefritas', ['McCain', 'Mr. Chips']);
const PLATANITOS = de('Platanitos', ["Jack's", 'Frito Lay']);

export const JUICIOS: readonly Juicio[] = [
  // Venezuelan words, where the label may say something else.
  {
    query: 'caraotas',
    tipo: 'venezolanismo',
    relevantes: { 3: CARAOTAS_NEGRAS, 2: CARAOTAS_ROJAS, 1: ['Frijoles bayos Pantera'] },
  },
  { query: 'caraotas negras', tipo: 'venezolanismo', relevantes: { 3: CARAOTAS_NEGRAS, 1: CARAOTAS_ROJAS } },
  {
    query: 'frijoles negros',
    tipo: 'venezolanismo',
    relevantes: { 3: CARAOTAS_NEGRAS, 1: ['Frijoles bayos Pantera', ...CARAOTAS_ROJAS] },
  },
  { query: 'cambur', tipo: 'venezolanismo', relevantes: { 3: ['Cambur'] } },
  { query: 'banano', tipo: 'venezolanismo', relevantes: { 3: ['Cambur'] } },
  { query: 'lechosa', tipo: 'venezolanismo', relevantes: { 3: ['Lechosa'] } },
  { query: 'papaya', tipo: 'venezolanismo', relevantes: { 3: ['Lechosa'] } },
  { query: 'parchita', tipo: 'venezolanismo', relevantes: { 3: ['Parchita'] } },
  { query: 'maracuya', tipo: 'venezolanismo', relevantes: { 3: ['Parchita'] } },
  { query: 'auyama', tipo: 'venezolanismo', relevantes: { 3: ['Auyama'] } },
  { query: 'calabaza', tipo: 'venezolanismo', relevantes: { 3: ['Auyama'], 1: ['Calabacín'] } },
  { query: 'jojoto', tipo: 'venezolanismo', relevantes: { 3: MAIZ_DULCE } },
  { query: 'maiz tierno', tipo: 'venezolanismo', relevantes: { 3: MAIZ_DULCE } },
  {
    query: 'harina pan',
    tipo: 'venezolanismo',
    relevantes: { 3: [PAN_BLANCA, PAN_AMARILLA], 2: PRECOCIDA_OTRAS },
  },
  {
    query: 'queso llanero',
    tipo: 'venezolanismo',
    relevantes: { 3: ['Queso blanco duro'], 1: ['Queso de año'] },
  },
  { query: 'papelon', tipo: 'venezolanismo', relevantes: { 3: ['Papelón en panela'] } },
  { query: 'patilla', tipo: 'venezolanismo', relevantes: { 3: ['Patilla'] } },
  { query: 'sandia', tipo: 'venezolanismo', relevantes: { 3: ['Patilla'] } },
  { query: 'cochino', tipo: 'venezolanismo', relevantes: { 3: CERDO } },
  { query: 'perrarina', tipo: 'venezolanismo', relevantes: { 3: PERROS } },
  { query: 'achiote', tipo: 'venezolanismo', relevantes: { 3: ONOTO } },
  { query: 'pasta de dientes', tipo: 'venezolanismo', relevantes: { 3: CREMA_DENTAL, 1: CEPILLO } },
  { query: 'shampoo', tipo: 'venezolanismo', relevantes: { 3: CHAMPU, 1: ACONDICIONADOR } },

  // Brands.
  {
    query: 'polar',
    tipo: 'marca',
    relevantes: { 3: [...CERVEZAS_POLAR, 'Malta Malta Polar', 'Malta Maltín Polar'] },
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
  { query: 'savoy', tipo: 'marca', relevantes: { 3: ['Chocolate con leche Savoy', ...SAVOY_GOLOSINAS] } },
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
    relevantes: { 3: [...ARROZ_BLANCO, ...ARROZ_PARBOILED], 1: HARINA_ARROZ },
  },
  { query: 'carotas', tipo: 'error', relevantes: { 3: CARAOTAS_NEGRAS, 2: CARAOTAS_ROJAS } },
  { query: 'mayonessa', tipo: 'error', relevantes: { 3: MAYONESA } },
  { query: 'detergnte', tipo: 'error', relevantes: { 3: DETERGENTE } },
  {
    query: 'chinoto',
    tipo: 'error',
    relevantes: { 3: ['Refresco de limón Chinotto'], 1: ['Refresco de limón 7Up'] },
  },
  { query: 'espagueti', tipo: 'error', relevantes: { 3: SPAGHETTI } },
  {
    query: 'cocacola',
    tipo: 'error',
    relevantes: { 3: ['Refresco de cola Coca-Cola'], 1: de('Refresco de cola', ['Pepsi', 'Golden']) },
  },
  { query: 'mortadel', tipo: 'error', relevantes: { 3: de('Mortadela especial', ['Plumrose', 'Fiesta']) } },

  // Without accents or ñ, as phones type them.
  { query: 'cafe', tipo: 'sin acento', relevantes: { 3: CAFE } },
  { query: 'azucar', tipo: 'sin acento', relevantes: { 3: AZUCAR, 1: ['Papelón en panela'] } },
  { query: 'atun', tipo: 'sin acento', relevantes: { 3: ATUN, 1: SARDINAS } },
  { query: 'jamon', tipo: 'sin acento', relevantes: { 3: JAMON, 1: ['Cachito de jamón'] } },
  { query: 'panales', tipo: 'sin acento', relevantes: { 3: PANALES } },
  { query: 'tequenos', tipo: 'sin acento', relevantes: { 3: TEQUENOS } },
  { query: 'champu', tipo: 'sin acento', relevantes: { 3: CHAMPU, 1: ACONDICIONADOR } },
  { query: 'papel higienico', tipo: 'sin acento', relevantes: { 3: PAPEL_HIGIENICO, 1: SERVILLETAS } },
  { query: 'limon', tipo: 'sin acento', relevantes: { 3: ['Limón'], 1: REFRESCO_LIMON } },
  { query: 'platano', tipo: 'sin acento', relevantes: { 3: ['Plátano'], 1: PLATANITOS } },

  // Singular for plural and back.
  { query: 'cambures', tipo: 'plural', relevantes: { 3: ['Cambur'] } },
  { query: 'tomates', tipo: 'plural', relevantes: { 3: ['Tomate'], 1: SALSA_TOMATE } },
  { query: 'cebollas', tipo: 'plural', relevantes: { 3: ['Cebolla'] } },
  { query: 'papas', tipo: 'plural', relevantes: { 3: ['Papa'], 2: PAPAS_PREFRITAS } },
  { query: 'huevo', tipo: 'plural', relevantes: { 3: ['Huevos blancos'] } },
  { query: 'galleta', tipo: 'plural', relevantes: { 3: [...GALLETAS_MARIA, ...GALLETAS_SODA] } },
  { query: 'salchicha', tipo: 'plural', relevantes: { 3: [...SALCHICHAS_VIENA, ...SALCHICHAS_LATA] } },
  { query: 'caraota negra', tipo: 'plural', relevantes: { 3: CARAOTAS_NEGRAS, 1: CARAOTAS_ROJAS } },

  // A size in the query: that size first, the same product in another size after.
  {
    query: 'arroz 1 kg',
    tipo: 'tamaño',
    relevantes: {
      3: [
        'arroz-blanco-tipo-i-mary-1-kg',
        'arroz-blanco-tipo-i-primor-1-kg',
        'arroz-blanco-tipo-i-gaby-1-kg',
        'arroz-blanco-tipo-i-flor-de-arroz-1-kg',
        'arroz-parboiled-mary-1-kg',
        'arroz-parboiled-primor-1-kg',
      ],
      2: ARROZ_BLANCO,
    },
  },
  {
    query: 'harina pan 1 kg',
    tipo: 'tamaño',
    relevantes: { 3: [PAN_BLANCA, PAN_AMARILLA], 2: PRECOCIDA_OTRAS },
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
      3: [
        'aceite-vegetal-de-soya-vatel-1-l',
        'aceite-vegetal-de-soya-diana-1-l',
        'aceite-vegetal-de-soya-mazeite-1-l',
        'aceite-vegetal-de-soya-coamo-1-l',
        ...ACEITE_MAIZ,
      ],
      2: ACEITE_SOYA,
      1: ACEITE_OLIVA,
    },
  },
  {
    query: 'cafe 500 g',
    tipo: 'tamaño',
    relevantes: {
      3: [
        'cafe-molido-fama-de-america-500-g',
        'cafe-molido-cafe-madrid-500-g',
        'cafe-molido-flor-de-arauca-500-g',
        'cafe-molido-anzoategui-500-g',
      ],
      2: CAFE,
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
      2: DETERGENTE,
    },
  },
  {
    query: 'agua 5 litros',
    tipo: 'tamaño',
    relevantes: {
      3: ['agua-mineral-minalba-5-l', 'agua-mineral-nevada-5-l', 'agua-mineral-agua-mineral-los-andes-5-l'],
      2: AGUA,
    },
  },

  // Several words: every word matters, the product's own words above the category's.
  {
    query: 'arroz primor',
    tipo: 'varias palabras',
    relevantes: {
      3: ['Arroz blanco tipo I Primor', 'Arroz parboiled Primor'],
      1: [
        ...de('Arroz blanco tipo I', ['Mary', 'Gaby', 'Flor de Arroz']),
        'Arroz parboiled Mary',
        'Harina de arroz Primor',
      ],
    },
  },
  {
    query: 'cafe con leche',
    tipo: 'varias palabras',
    relevantes: { 3: CAFE, 1: [...LECHE_LIQUIDA, ...LECHE_POLVO] },
  },
  { query: 'leche en polvo', tipo: 'varias palabras', relevantes: { 3: LECHE_POLVO, 1: LECHE_LIQUIDA } },
  { query: 'leche condensada', tipo: 'varias palabras', relevantes: { 3: LECHE_CONDENSADA } },
  {
    query: 'aceite de oliva',
    tipo: 'varias palabras',
    relevantes: { 3: ACEITE_OLIVA, 1: [...ACEITE_SOYA, ...ACEITE_MAIZ] },
  },
  { query: 'harina de trigo', tipo: 'varias palabras', relevantes: { 3: HARINA_TRIGO, 1: HARINA_TORTAS } },
  {
    query: 'salsa de tomate',
    tipo: 'varias palabras',
    relevantes: {
      3: SALSA_TOMATE,
      1: [...SARDINAS, ...de('Salsa para pasta napolitana', ['Pampero', 'Heinz'])],
    },
  },
  {
    query: 'atun margarita',
    tipo: 'varias palabras',
    relevantes: {
      3: ['Atún en aceite Margarita'],
      2: de('Atún en aceite', ['Eveba', 'Tunamar']),
      1: ['Sardinas en salsa de tomate Margarita'],
    },
  },
  { query: 'cerveza polar', tipo: 'varias palabras', relevantes: { 3: CERVEZAS_POLAR, 1: CERVEZAS_OTRAS } },
  { query: 'refresco de cola', tipo: 'varias palabras', relevantes: { 3: COLA, 1: KOLITA } },
  {
    query: 'jugo de naranja',
    tipo: 'varias palabras',
    relevantes: { 3: JUGO_NARANJA, 1: [...NECTAR, 'Naranja'] },
  },
  { query: 'pan de sandwich', tipo: 'varias palabras', relevantes: { 3: PAN_SANDWICH } },
  {
    query: 'comida para gatos',
    tipo: 'varias palabras',
    relevantes: { 3: GATOS, 1: de('Arena sanitaria para gatos', ['Cat Litter', 'Michi']) },
  },
  {
    query: 'pasta corta',
    tipo: 'varias palabras',
    relevantes: { 3: [...PLUMAS, ...TORNILLOS, ...CODITOS], 1: SPAGHETTI },
  },
  {
    query: 'queso amarillo',
    tipo: 'varias palabras',
    relevantes: { 3: QUESO_AMARILLO, 1: ['Queso blanco duro', 'Queso de año'] },
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
    relevantes: { 3: [...ARROZ_BLANCO, ...ARROZ_PARBOILED], 1: HARINA_ARROZ },
  },
  {
    query: 'pan',
    tipo: 'general',
    relevantes: { 3: [...PAN_SANDWICH, 'Pan canilla'], 1: ['Cachito de jamón', PAN_BLANCA, PAN_AMARILLA] },
  },
  {
    query: 'leche',
    tipo: 'general',
    relevantes: { 3: [...LECHE_POLVO, ...LECHE_LIQUIDA], 2: LECHE_CONDENSADA },
  },
  {
    query: 'aceite',
    tipo: 'general',
    relevantes: { 3: [...ACEITE_SOYA, ...ACEITE_MAIZ, ...ACEITE_OLIVA], 1: ATUN },
  },
  { query: 'pollo', tipo: 'general', relevantes: { 3: POLLO, 1: NUGGETS } },
  { query: 'carne', tipo: 'general', relevantes: { 3: RES, 1: CERDO } },
  { query: 'pasta', tipo: 'general', relevantes: { 3: [...SPAGHETTI, ...PLUMAS, ...TORNILLOS, ...CODITOS] } },
  { query: 'mantequilla', tipo: 'general', relevantes: { 3: MANTEQUILLA, 2: MARGARINA } },
  {
    query: 'chocolate',
    tipo: 'general',
    relevantes: { 3: CHOCOLATE, 2: [...ACHOCOLATADA, ...CACAO], 1: SAVOY_GOLOSINAS },
  },
  { query: 'yogur', tipo: 'general', relevantes: { 3: YOGURT } },
  { query: 'helado', tipo: 'general', relevantes: { 3: HELADO } },
  { query: 'malta', tipo: 'general', relevantes: { 3: MALTAS } },
  {
    query: 'cloro',
    tipo: 'general',
    relevantes: { 3: CLORO, 1: de('Desinfectante multiuso', ['Mistolín', 'Lysol', 'Fabuloso']) },
  },
  { query: 'jabon', tipo: 'general', relevantes: { 3: [...JABON_TOCADOR, ...JABON_ROPA], 1: LAVAPLATOS } },
  {
    query: 'refresco',
    tipo: 'general',
    relevantes: { 3: [...COLA, ...KOLITA, ...REFRESCO_LIMON, ...REFRESCO_NARANJA] },
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
