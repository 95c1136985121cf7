/**
 * Storefront content for the seed (issue 4): banners (rendered as SVG by /media/banner/*), tags and
 * the rules that tag products, featured blocks and quick lists per zone, zone advertising.
 */

export type BannerFormato = 'slider' | 'franja' | 'tarjeta';

/** Intrinsic sizes (px) of the generated banners; sliders also have a `-movil` variant. */
export const BANNER_TAMANOS = {
  slider: { ancho: 1200, alto: 400 },
  sliderMovil: { ancho: 800, alto: 600 },
  franja: { ancho: 1200, alto: 300 },
  tarjeta: { ancho: 600, alto: 300 },
} as const;

export type BannerSeed = {
  formato: BannerFormato;
  titulo: string;
  subtitulo: string;
  /** Call to action on the pill; none on cards. */
  accion?: string;
  /** Base hue (HSL). */
  tono: number;
};

/** Key → banner; served at /media/banner/<key>.svg (and <key>-movil.svg for sliders). */
export const BANNERS: Record<string, BannerSeed> = {
  quincena: {
    formato: 'slider',
    titulo: 'Llegó la quincena',
    subtitulo: 'Todo para llenar la despensa, con delivery el mismo día',
    accion: 'Ver la lista',
    tono: 140,
  },
  'delivery-a-tu-hora': {
    formato: 'slider',
    titulo: 'Recibe tu compra a la hora que elijas',
    subtitulo: 'Pide de 7:30 a. m. a 10:00 p. m. y elige al pagar tu franja de entrega',
    accion: 'Conoce cómo',
    tono: 200,
  },
  'hecho-en-venezuela': {
    formato: 'slider',
    titulo: 'Lo hecho en Venezuela, primero',
    subtitulo: 'Harina, café, cacao, lácteos y más de nuestras marcas nacionales',
    accion: 'Descubrir',
    tono: 45,
  },
  'parrilla-domingo': {
    formato: 'slider',
    titulo: 'Parrilla del domingo',
    subtitulo: 'Cortes frescos por kilo, cerveza bien fría y la yuca para acompañar',
    accion: 'Armar la parrilla',
    tono: 12,
  },
  'desayuno-criollo': {
    formato: 'slider',
    titulo: 'Desayuno criollo',
    subtitulo: 'Arepas, queso blanco, caraotas y un buen café para empezar el día',
    accion: 'Ver productos',
    tono: 28,
  },
  'ofertas-semana': {
    formato: 'franja',
    titulo: 'Ofertas de la semana',
    subtitulo: 'Precios especiales hasta el domingo o hasta agotar existencias',
    accion: 'Ver ofertas',
    tono: 355,
  },
  'listas-rapidas': {
    formato: 'franja',
    titulo: 'Listas rápidas',
    subtitulo: 'Agrega una lista completa al carrito en un solo paso',
    accion: 'Ver listas',
    tono: 265,
  },
  'destacado-ofertas': {
    formato: 'tarjeta',
    titulo: 'Ofertas de la semana',
    subtitulo: 'Ahorra en lo que más compras',
    tono: 355,
  },
  'destacado-hecho-en-venezuela': {
    formato: 'tarjeta',
    titulo: 'Hecho en Venezuela',
    subtitulo: 'Apoya lo nuestro',
    tono: 45,
  },
  'destacado-desayuno': {
    formato: 'tarjeta',
    titulo: 'Para el desayuno',
    subtitulo: 'Arepas, café y más',
    tono: 28,
  },
  'destacado-parrilla': {
    formato: 'tarjeta',
    titulo: 'Carnes para la parrilla',
    subtitulo: 'Frescas y por kilo',
    tono: 12,
  },
  'destacado-mas-vendido': {
    formato: 'tarjeta',
    titulo: 'Lo más vendido',
    subtitulo: 'Lo que todos están comprando',
    tono: 140,
  },
  'lista-quincena': {
    formato: 'tarjeta',
    titulo: 'Lista de la quincena',
    subtitulo: 'Lo básico para quince días',
    tono: 140,
  },
  'lista-desayuno-criollo': {
    formato: 'tarjeta',
    titulo: 'Desayuno criollo',
    subtitulo: 'Arepas con todo',
    tono: 28,
  },
  'lista-hallacas': {
    formato: 'tarjeta',
    titulo: 'Hallacas',
    subtitulo: 'Todo para el guiso y la masa',
    tono: 100,
  },
  'lista-limpieza': {
    formato: 'tarjeta',
    titulo: 'Limpieza del hogar',
    subtitulo: 'La casa impecable',
    tono: 190,
  },
  'lista-parrilla': {
    formato: 'tarjeta',
    titulo: 'Parrilla del domingo',
    subtitulo: 'Carne, cerveza y yuca',
    tono: 12,
  },
};

export const bannerPath = (key: string, movil = false): string =>
  `/media/banner/${key}${movil ? '-movil' : ''}.svg`;

/* ---------------------------------------------------------------------------------------------- */

/** What the tag rules see of a product. */
export type ProductoEtiquetable = {
  slug: string;
  nombre: string;
  marca: string | null;
  /** The product's category slug and its parent's. */
  categoria: string;
  padre: string | null;
  /** Normal price on offer. */
  enOferta: boolean;
};

const MARCAS_NACIONALES = new Set([
  'P.A.N.',
  'Juana',
  'Doña Arepa',
  'Del Maizal',
  'Mary',
  'Primor',
  'Gaby',
  'Flor de Arroz',
  'Ronco',
  'Capri',
  'Sindoni',
  'Allegri',
  'Kaly',
  'Pampero',
  'Vatel',
  'Diana',
  'Mazeite',
  'Coamo',
  'Pantera',
  'Margarita',
  'Eveba',
  'Tunamar',
  'La Gaviota',
  'Sabroso',
  'Mavesa',
  'Tiquire',
  'La Comadre',
  'Sal Cristal',
  'Bahía',
  'Fama de América',
  'Café Madrid',
  'Flor de Arauca',
  'Anzoátegui',
  'Montalbán',
  'La Pastora',
  'Santa Clara',
  'La Campiña',
  'Los Andes',
  'Migurt',
  'Yoka',
  'Paisa',
  'Alfonzo Rivas',
  'Nelly',
  'Arichuna',
  'Fiesta',
  'Malta Polar',
  'Maltín Polar',
  'Malta Regional',
  'Yukery',
  'Frica',
  'Minalba',
  'Nevada',
  'Agua Mineral Los Andes',
  'Polar Pilsen',
  'Polar Light',
  'Solera',
  'Zulia',
  'Golden',
  'Frescolita',
  'Chinotto',
  'Hit',
  'Las Llaves',
  'Azul Bolívar',
  'Nevex',
  'Mistolín',
  'Rosal',
  'Pétalo',
  'Plastiflex',
  'Savoy',
  "Jack's",
  'Tequeños Miga',
  'La Tequeñería',
  'Efe',
  'Tío Rico',
  'Holsum',
  'Puig',
  'Super Can',
  'Gatsy',
  'Chocolates El Rey',
  'Franceschi',
]);

const FRESCOS = new Set(['res', 'pollo', 'cerdo', 'pescados-y-mariscos', 'frutas', 'verduras-y-hortalizas']);

export type EtiquetaSeed = {
  slug: string;
  nombre: string;
  estatus?: 1 | 2;
  aplica: (p: ProductoEtiquetable) => boolean;
};

export const ETIQUETAS: EtiquetaSeed[] = [
  {
    slug: 'hecho-en-venezuela',
    nombre: 'Hecho en Venezuela',
    aplica: (p) =>
      p.marca ? MARCAS_NACIONALES.has(p.marca) : ![p.categoria, p.padre].includes('temporada-navidena'),
  },
  {
    slug: 'ofertas-de-la-semana',
    nombre: 'Ofertas de la semana',
    aplica: (p) => p.enOferta,
  },
  {
    slug: 'sin-gluten',
    nombre: 'Sin gluten',
    aplica: (p) =>
      FRESCOS.has(p.categoria) ||
      /^(Arroz|Harina de maíz|Harina de arroz|Caraotas|Lentejas|Arvejas|Frijoles|Café|Azúcar|Papelón|Sal refinada|Aceite|Huevos|Leche líquida|Leche en polvo|Queso blanco|Queso de año|Agua mineral|Cacao)/.test(
        p.nombre,
      ),
  },
  {
    slug: 'desayuno',
    nombre: 'Desayuno',
    aplica: (p) =>
      /^(Harina de maíz|Café molido|Leche|Avena|Queso|Mantequilla|Margarina|Huevos|Pan de sándwich|Pan canilla|Jugo|Bebida achocolatada|Papelón|Yogurt|Jamón|Mortadela|Cacao)/.test(
        p.nombre,
      ),
  },
  {
    slug: 'parrilla',
    nombre: 'Parrilla',
    aplica: (p) =>
      ['res', 'cerdo', 'pollo'].includes(p.categoria) ||
      /^(Cerveza|Yuca|Adobo|Salsa inglesa|Sal refinada|Chorizo)/.test(p.nombre),
  },
  {
    slug: 'limpieza',
    nombre: 'Limpieza',
    aplica: (p) => p.padre === 'limpieza' || p.categoria === 'limpieza',
  },
  {
    slug: 'lonchera',
    nombre: 'Para la lonchera',
    aplica: (p) =>
      p.categoria === 'snacks-y-dulces' ||
      /^(Galletas|Torta marmoleada)/.test(p.nombre) ||
      /(250 ml|botella 250 ml)$/.test(p.slug.replace(/-/g, ' ')),
  },
  {
    slug: 'navidad',
    nombre: 'Navidad',
    estatus: 2,
    aplica: (p) => p.categoria === 'temporada-navidena',
  },
];

/* ---------------------------------------------------------------------------------------------- */

export type DestacadoSeed = {
  slug: string;
  titulo: string;
  banner: string;
  /** Products: those of a tag (by popularity), the most popular overall, or a fixed list first. */
  fuente: { etiqueta: string } | { masVendidos: true };
  primero?: string[];
  limite: number;
};

export type ListaSeed = {
  slug: string;
  nombre: string;
  descripcion: string;
  banner: string;
  /** [product slug, quantity the list asks for ('0' = the product's minimum)]. */
  items: [string, string][];
};

export type ZonaContenidoSeed = {
  sliders: { banner: string; alt: string; url: string | null }[];
  mensaje: string;
  destacados: DestacadoSeed[];
  listas: string[];
};

export const LISTAS: ListaSeed[] = [
  {
    slug: 'lista-de-la-quincena',
    nombre: 'Lista de la quincena',
    descripcion:
      'Lo básico para quince días en casa: harina, arroz, pasta, granos, aceite, café, leche, huevos y artículos de limpieza.',
    banner: 'lista-quincena',
    items: [
      ['harina-de-maiz-precocida-blanca-p-a-n-1-kg', '4'],
      ['harina-de-maiz-precocida-amarilla-juana-1-kg', '2'],
      ['arroz-blanco-tipo-i-mary-1-kg', '3'],
      ['pasta-larga-spaghetti-primor-1-kg', '2'],
      ['caraotas-negras-mary-1-kg', '2'],
      ['aceite-vegetal-de-soya-vatel-1-l', '2'],
      ['azucar-refinada-montalban-1-kg', '2'],
      ['cafe-molido-fama-de-america-500-g', '1'],
      ['leche-en-polvo-completa-la-campina-900-g', '1'],
      ['huevos-blancos-carton-30-und', '1'],
      ['margarina-con-sal-mavesa-500-g', '1'],
      ['sal-refinada-sal-cristal-1-kg', '1'],
      ['pollo-entero-kg', '2.000'],
      ['papel-higienico-doble-hoja-rosal-12-rollos', '1'],
      ['jabon-en-barra-para-ropa-las-llaves-200-g', '20'],
    ],
  },
  {
    slug: 'desayuno-criollo',
    nombre: 'Desayuno criollo',
    descripcion: 'Arepas con queso blanco rallado, caraotas, mantequilla, café recién colado y jugo natural.',
    banner: 'lista-desayuno-criollo',
    items: [
      ['harina-de-maiz-precocida-blanca-p-a-n-1-kg', '2'],
      ['queso-blanco-duro-kg', '1.300'],
      ['mantequilla-mavesa-250-g', '1'],
      ['caraotas-negras-mary-500-g', '1'],
      ['cafe-molido-fama-de-america-250-g', '1'],
      ['leche-liquida-completa-uht-la-campina-1-l', '2'],
      ['huevos-blancos-carton-12-und', '1'],
      ['jugo-de-naranja-yukery-1-l', '1'],
      ['platano-kg', '1.000'],
      ['aguacate-kg', '0'],
    ],
  },
  {
    slug: 'hallacas',
    nombre: 'Hallacas',
    descripcion:
      'Para el guiso y la masa de las hallacas de diciembre: cerdo, pollo, res, ají dulce, onoto y harina.',
    banner: 'lista-hallacas',
    items: [
      ['harina-de-maiz-precocida-blanca-p-a-n-1-kg', '3'],
      ['pernil-de-cerdo-kg', '1.500'],
      ['pechuga-de-pollo-kg', '1.500'],
      ['carne-para-mechar-kg', '1.000'],
      ['aji-dulce-kg', '0.500'],
      ['cebolla-kg', '1.000'],
      ['pimenton-rojo-kg', '0.500'],
      ['ajo-kg', '0'],
      ['onoto-en-polvo-la-comadre-100-g', '2'],
      ['comino-molido-la-comadre-60-g', '1'],
      ['aceite-de-maiz-mazeite-1-l', '1'],
      ['papelon-en-panela-500-g', '1'],
      // In the inactive category: never shown in the list.
      ['hallacas-6-und', '1'],
    ],
  },
  {
    slug: 'limpieza-del-hogar',
    nombre: 'Limpieza del hogar',
    descripcion: 'Detergente, cloro, desinfectante, lavaplatos y todo para dejar la casa impecable.',
    banner: 'lista-limpieza',
    items: [
      ['detergente-en-polvo-las-llaves-2-kg', '1'],
      ['cloro-nevex-2-l', '2'],
      ['desinfectante-multiuso-mistolin-1-l', '2'],
      ['lavaplatos-en-crema-las-llaves-900-g', '1'],
      ['suavizante-de-ropa-suavitel-1-l', '1'],
      ['bolsas-para-basura-plastiflex-10-und', '2'],
      ['papel-higienico-doble-hoja-rosal-12-rollos', '1'],
      ['servilletas-rosal-100-und', '1'],
    ],
  },
  {
    slug: 'parrilla-del-domingo',
    nombre: 'Parrilla del domingo',
    descripcion: 'Costilla, chuleta y muslos para la parrilla, yuca sancochada y las bebidas bien frías.',
    banner: 'lista-parrilla',
    items: [
      ['costilla-de-res-kg', '2.000'],
      ['chuleta-de-cerdo-kg', '1.000'],
      ['muslos-de-pollo-kg', '1.500'],
      ['yuca-kg', '1.000'],
      ['cerveza-polar-pilsen-lata-355-ml', '12'],
      ['refresco-de-cola-golden-2-l', '2'],
      ['adobo-completo-la-comadre-200-g', '1'],
      ['sal-refinada-sal-cristal-1-kg', '1'],
    ],
  },
];

const DESTACADO_OFERTAS: DestacadoSeed = {
  slug: 'ofertas-de-la-semana',
  titulo: 'Ofertas de la semana',
  banner: 'destacado-ofertas',
  fuente: { etiqueta: 'ofertas-de-la-semana' },
  primero: ['arroz-blanco-tipo-i-primor-2-kg'],
  limite: 30,
};
const DESTACADO_DESAYUNO: DestacadoSeed = {
  slug: 'para-el-desayuno',
  titulo: 'Para el desayuno',
  banner: 'destacado-desayuno',
  fuente: { etiqueta: 'desayuno' },
  // Sold out for normal in caracas: prime and mayorista see it first, normal does not see it.
  primero: ['harina-de-maiz-precocida-amarilla-juana-1-kg', 'harina-de-maiz-precocida-blanca-p-a-n-1-kg'],
  limite: 20,
};
const DESTACADO_MAS_VENDIDO: DestacadoSeed = {
  slug: 'lo-mas-vendido',
  titulo: 'Lo más vendido',
  banner: 'destacado-mas-vendido',
  fuente: { masVendidos: true },
  limite: 24,
};

export const CONTENIDO_ZONAS: Record<string, ZonaContenidoSeed> = {
  caracas: {
    sliders: [
      {
        banner: 'quincena',
        alt: 'Llegó la quincena: todo para llenar la despensa, con delivery el mismo día',
        url: '/caracas/lista-rapida/lista-de-la-quincena',
      },
      {
        banner: 'delivery-a-tu-hora',
        alt: 'Recibe tu compra a la hora que elijas: pide de 7:30 a. m. a 10:00 p. m. y elige tu franja al pagar',
        url: '/caracas/preguntas-frecuentes',
      },
      {
        banner: 'hecho-en-venezuela',
        alt: 'Lo hecho en Venezuela, primero: marcas nacionales',
        url: '/caracas/etiqueta/hecho-en-venezuela',
      },
    ],
    mensaje:
      'Recibe tu compra en Caracas en la franja horaria que elijas al pagar. Atendemos de 7:30 a. m. a 10:00 p. m.',
    destacados: [
      DESTACADO_OFERTAS,
      {
        slug: 'hecho-en-venezuela',
        titulo: 'Hecho en Venezuela',
        banner: 'destacado-hecho-en-venezuela',
        fuente: { etiqueta: 'hecho-en-venezuela' },
        primero: ['harina-de-maiz-precocida-blanca-p-a-n-1-kg', 'cafe-molido-fama-de-america-500-g'],
        limite: 70,
      },
      DESTACADO_DESAYUNO,
      DESTACADO_MAS_VENDIDO,
    ],
    listas: [
      'lista-de-la-quincena',
      'desayuno-criollo',
      'hallacas',
      'limpieza-del-hogar',
      'parrilla-del-domingo',
    ],
  },
  valencia: {
    sliders: [
      {
        banner: 'parrilla-domingo',
        alt: 'Parrilla del domingo: cortes frescos por kilo, cerveza y yuca',
        url: '/valencia/lista-rapida/parrilla-del-domingo',
      },
      {
        banner: 'desayuno-criollo',
        alt: 'Desayuno criollo: arepas, queso blanco, caraotas y café',
        url: '/valencia/lista-rapida/desayuno-criollo',
      },
      {
        banner: 'delivery-a-tu-hora',
        alt: 'Recibe tu compra a la hora que elijas: pide de 7:30 a. m. a 10:00 p. m. y elige tu franja al pagar',
        url: null,
      },
    ],
    mensaje: '¡Ya llegamos a Valencia! Elige al pagar el día y la franja en que quieres recibir tu compra.',
    destacados: [
      {
        slug: 'carnes-para-la-parrilla',
        titulo: 'Carnes para la parrilla',
        banner: 'destacado-parrilla',
        fuente: { etiqueta: 'parrilla' },
        limite: 20,
      },
      DESTACADO_OFERTAS,
      DESTACADO_DESAYUNO,
      DESTACADO_MAS_VENDIDO,
    ],
    listas: [
      'parrilla-del-domingo',
      'lista-de-la-quincena',
      'desayuno-criollo',
      'hallacas',
      'limpieza-del-hogar',
    ],
  },
};

/** Brands shoppers look for first: they rank higher in "relevancia". */
export const MARCAS_POPULARES = new Set([
  'P.A.N.',
  'Mary',
  'Primor',
  'Fama de América',
  'La Campiña',
  'Mavesa',
  'Malta Polar',
  'Polar Pilsen',
  'Savoy',
  'Las Llaves',
  'Nevex',
  'Rosal',
  'Vatel',
  'Montalbán',
]);
