/**
 * The seeded products the judged queries name (bench/relevancia-juicios.ts), in groups: a base name
 * followed by each brand, as generarProductos (src/db/seed.ts) names them.
 */

/** `base` followed by each brand, as generarProductos names them ("Caraotas negras Mary"). */
export const de = (base: string, marcas: readonly string[]): string[] => marcas.map((m) => `${base} ${m}`);

export const CARAOTAS_NEGRAS = de('Caraotas negras', ['Mary', 'Pantera', 'Primor']);
export const CARAOTAS_ROJAS = de('Caraotas rojas', ['Mary', 'Pantera']);
export const ARROZ_BLANCO = de('Arroz blanco tipo I', ['Mary', 'Primor', 'Gaby', 'Flor de Arroz']);
export const ARROZ_PARBOILED = de('Arroz parboiled', ['Mary', 'Primor']);
export const HARINA_ARROZ = de('Harina de arroz', ['Mary', 'Primor']);
export const PAN_BLANCA = 'Harina de maíz precocida blanca P.A.N.';
export const PAN_AMARILLA = 'Harina de maíz precocida amarilla P.A.N.';
export const PRECOCIDA_OTRAS = [
  ...de('Harina de maíz precocida blanca', ['Juana', 'Doña Arepa', 'Del Maizal']),
  'Harina de maíz precocida amarilla Juana',
];
export const HARINA_TRIGO = de('Harina de trigo todo uso', ['Robin Hood', 'Juana', 'Kaly']);
export const HARINA_TORTAS = de('Harina para tortas vainilla', ['Pampero', 'Robin Hood']);
export const ACEITE_SOYA = de('Aceite vegetal de soya', ['Vatel', 'Diana', 'Mazeite', 'Coamo']);
export const ACEITE_MAIZ = de('Aceite de maíz', ['Mazeite', 'Mazola']);
export const ACEITE_OLIVA = de('Aceite de oliva extra virgen', ['Carbonell', 'Borges']);
export const CAFE = de('Café molido', ['Fama de América', 'Café Madrid', 'Flor de Arauca', 'Anzoátegui']);
export const LECHE_POLVO = de('Leche en polvo completa', ['La Campiña', 'Nido', 'Los Andes']);
export const LECHE_LIQUIDA = de('Leche líquida completa UHT', ['La Campiña', 'Parmalat', 'Los Andes']);
export const LECHE_CONDENSADA = ['Leche condensada Nestlé La Lechera', 'Leche condensada Parmalat'];
export const MAYONESA = de('Mayonesa', ['Mavesa', 'Kraft', 'Heinz']);
export const MARGARINA = de('Margarina con sal', ['Mavesa', 'Nelly']);
export const MANTEQUILLA = de('Mantequilla', ['Mavesa', 'La Campiña']);
export const ATUN = de('Atún en aceite', ['Margarita', 'Eveba', 'Tunamar']);
export const SARDINAS = de('Sardinas en salsa de tomate', ['Margarita', 'La Gaviota']);
export const SALSA_TOMATE = de('Salsa de tomate', ['Heinz', 'Pampero', 'Kraft']);
export const SALCHICHAS_VIENA = de('Salchichas tipo Viena', ['Plumrose', 'Oscar Mayer', 'Arichuna']);
export const SALCHICHAS_LATA = de('Salchichas enlatadas', ['Oscar Mayer', 'Plumrose']);
export const SPAGHETTI = de('Pasta larga spaghetti', ['Primor', 'Ronco', 'Capri', 'Sindoni', 'Allegri']);
export const PLUMAS = de('Pasta corta plumas', ['Primor', 'Ronco', 'Capri']);
export const TORNILLOS = de('Pasta corta tornillos', ['Primor', 'Sindoni']);
export const CODITOS = de('Pasta corta coditos', ['Primor', 'Capri', 'Ronco']);
export const COLA = de('Refresco de cola', ['Coca-Cola', 'Pepsi', 'Golden']);
export const KOLITA = de('Refresco de kolita', ['Frescolita', 'Golden']);
export const REFRESCO_LIMON = de('Refresco de limón', ['Chinotto', '7Up']);
export const REFRESCO_NARANJA = de('Refresco de naranja', ['Hit', 'Fanta']);
export const MALTAS = de('Malta', ['Malta Polar', 'Maltín Polar', 'Malta Regional']);
export const CERVEZAS_POLAR = de('Cerveza', ['Polar Pilsen', 'Polar Light']);
export const CERVEZAS_OTRAS = de('Cerveza', ['Solera', 'Zulia']);
export const JUGO_NARANJA = de('Jugo de naranja', ['Yukery', 'Frica']);
export const NECTAR = de('Néctar de durazno', ['Yukery', 'Frica', 'Del Valle']);
export const AGUA = de('Agua mineral', ['Minalba', 'Nevada', 'Agua Mineral Los Andes']);
export const DETERGENTE = de('Detergente en polvo', ['Ace', 'Ariel', 'Las Llaves', 'Mas Color']);
export const JABON_ROPA = de('Jabón en barra para ropa', ['Las Llaves', 'Azul Bolívar']);
export const JABON_TOCADOR = de('Jabón de tocador', ['Protex', 'Palmolive', 'Camay', 'Lux']);
export const LAVAPLATOS = [
  ...de('Lavaplatos en crema', ['Axion', 'Las Llaves']),
  ...de('Lavaplatos líquido', ['Axion', 'Salvo']),
];
export const CLORO = de('Cloro', ['Nevex', 'Clorox']);
export const PAPEL_HIGIENICO = de('Papel higiénico doble hoja', ['Rosal', 'Scott', 'Pétalo']);
export const SERVILLETAS = de('Servilletas', ['Rosal', 'Scott']);
export const PANALES = de('Pañales desechables', ['Pampers', 'Huggies', 'Babysec']);
export const CHAMPU = de('Champú', ['Pantene', 'Head & Shoulders', 'Sedal']);
export const ACONDICIONADOR = de('Acondicionador', ['Pantene', 'Sedal']);
export const CREMA_DENTAL = de('Crema dental', ['Colgate', 'Pepsodent', 'Oral-B']);
export const CEPILLO = de('Cepillo dental', ['Colgate', 'Oral-B']);
export const PAN_SANDWICH = de('Pan de sándwich blanco', ['Bimbo', 'Holsum']);
export const GALLETAS_MARIA = de('Galletas María', ['Puig', 'Nestlé']);
export const GALLETAS_SODA = de('Galletas de soda', ['Puig', 'Club Social']);
export const CHOCOLATE = de('Chocolate con leche', ['Savoy', 'Nestlé']);
export const ACHOCOLATADA = de('Bebida achocolatada en polvo', ['Toddy', 'Nesquik']);
export const CACAO = de('Cacao en polvo', ['Chocolates El Rey', 'Franceschi']);
export const SAVOY_GOLOSINAS = ['Cri-Cri Savoy', 'Susy Savoy', 'Galak Savoy', 'Pepito Savoy'];
export const TEQUENOS = de('Tequeños de queso', ['Tequeños Miga', 'La Tequeñería']);
export const HELADO = de('Helado de mantecado', ['Efe', 'Tío Rico']);
export const YOGURT = [
  ...de('Yogurt firme de fresa', ['La Campiña', 'Migurt', 'Yoka']),
  ...de('Yogurt líquido de durazno', ['La Campiña', 'Migurt']),
];
export const QUESO_AMARILLO = de('Queso amarillo gouda rebanado', ['Paisa', 'Alfonzo Rivas']);
export const JAMON = de('Jamón de pierna', ['Plumrose', 'Arichuna', 'Fiesta']);
export const PERROS = de('Alimento para perros adultos', ['Dog Chow', 'Pedigree', 'Super Can']);
export const GATOS = de('Alimento para gatos', ['Cat Chow', 'Whiskas', 'Gatsy']);
export const ONOTO = de('Onoto en polvo', ['La Comadre', 'McCormick']);
export const MAIZ_DULCE = de('Maíz dulce en granos', ['Del Monte', 'Sabroso']);
export const AZUCAR = de('Azúcar refinada', ['Montalbán', 'La Pastora', 'Santa Clara']);
export const CERDO = ['Chuleta de cerdo', 'Pernil de cerdo'];
export const POLLO = ['Pollo entero', 'Pechuga de pollo', 'Muslos de pollo'];
export const NUGGETS = de('Nuggets de pollo', ['Tyson', 'Plumrose']);
export const RES = ['Carne molida de res', 'Bistec de res', 'Carne para mechar', 'Costilla de res'];
export const PAPAS_PREFRITAS = de('Papas prefritas', ['McCain', 'Mr. Chips']);
export const PLATANITOS = de('Platanitos', ["Jack's", 'Frito Lay']);

/** One size of a product, by slug: what a query naming that size asks for first. */
export const ARROZ_1KG = [
  'arroz-blanco-tipo-i-mary-1-kg',
  'arroz-blanco-tipo-i-primor-1-kg',
  'arroz-blanco-tipo-i-gaby-1-kg',
  'arroz-blanco-tipo-i-flor-de-arroz-1-kg',
  'arroz-parboiled-mary-1-kg',
  'arroz-parboiled-primor-1-kg',
];
export const ACEITE_1L = [
  'aceite-vegetal-de-soya-vatel-1-l',
  'aceite-vegetal-de-soya-diana-1-l',
  'aceite-vegetal-de-soya-mazeite-1-l',
  'aceite-vegetal-de-soya-coamo-1-l',
];
export const CAFE_500G = [
  'cafe-molido-fama-de-america-500-g',
  'cafe-molido-cafe-madrid-500-g',
  'cafe-molido-flor-de-arauca-500-g',
  'cafe-molido-anzoategui-500-g',
];
