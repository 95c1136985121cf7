import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { MAX_BYTES_SUBIDA } from '@mercado/shared/contracts';
import { endpoints } from '@mercado/shared/endpoints';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAccessSigner } from './auth/tokens.ts';
import { instalarCacheLectura } from './cache/lectura.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/index.ts';
import { installSecurityHeaders } from './http/cabeceras.ts';
import { onlyTableRoutes, registerEndpoints } from './http/endpoints.ts';
import { installErrorHandling } from './http/errors.ts';
import { installDocs } from './http/openapi.ts';
import { installOperations, OPERATION_ROUTES, RequestLog, requestIdOf } from './http/operacion.ts';
import { configurarCorreo } from './mail.ts';
import { adminBusquedaHandlers } from './routes/admin/busqueda.ts';
import { adminCategoriaHandlers } from './routes/admin/categoria.ts';
import {
  adminBorrarCuentaHandlers,
  adminClienteHandlers,
  adminMembresiaHandlers,
  adminReferidoHandlers,
} from './routes/admin/clientes.ts';
import { adminConfigHandlers } from './routes/admin/config.ts';
import { adminCuponHandlers } from './routes/admin/cupon.ts';
import { adminEnvioHandlers, adminEnvioZonas } from './routes/admin/envio.ts';
import { adminEtiquetaHandlers } from './routes/admin/etiqueta.ts';
import { adminFinanzasHandlers } from './routes/admin/finanzas.ts';
import { adminInventarioHandlers } from './routes/admin/inventario.ts';
import { adminListaRapidaHandlers, adminListaRapidaZonas } from './routes/admin/lista-rapida.ts';
import { adminOneSignalHandlers, adminOneSignalZonas } from './routes/admin/onesignal.ts';
import { adminPedidoHandlers } from './routes/admin/pedido.ts';
import { adminPreparacionHandlers, adminPreparacionZonas } from './routes/admin/preparacion.ts';
import { adminProductoHandlers } from './routes/admin/producto.ts';
import { adminPublicidadHandlers, adminPublicidadZonas } from './routes/admin/publicidad.ts';
import { adminReporteHandlers } from './routes/admin/reporte.ts';
import { adminHandlers } from './routes/admin/resumen.ts';
import { adminTarjetaHandlers } from './routes/admin/tarjeta.ts';
import { adminTiendaHandlers, adminTiendaZonas } from './routes/admin/tienda.ts';
import { adminUsuarioHandlers } from './routes/admin/usuario.ts';
import { adminVueltoHandlers, adminVueltoZonas } from './routes/admin/vuelto.ts';
import { adminZonaHandlers, adminZonaZonas } from './routes/admin/zona.ts';
import { authHandlers } from './routes/auth.ts';
import { avisoHandlers } from './routes/aviso.ts';
import { buscadorHandlers } from './routes/buscador.ts';
import { calificacionHandlers } from './routes/calificacion.ts';
import { carritoHandlers } from './routes/carrito.ts';
import { cuponHandlers } from './routes/cupon.ts';
import { favoritoHandlers } from './routes/favorito.ts';
import { mediaHandlers } from './routes/media.ts';
import { ordenHandlers } from './routes/orden.ts';
import { referidoHandlers } from './routes/referido.ts';
import { solicitudClienteHandlers } from './routes/solicitud-cliente.ts';
import { tarjetaHandlers } from './routes/tarjeta.ts';
import { usuarioHandlers } from './routes/usuario.ts';
import { vitrinaHandlers } from './routes/vitrina.ts';
import { websiteHandlers } from './routes/website.ts';
import { SearchEngine } from './search/engine.ts';
import { searchService } from './search/http.ts';
import { crearAlmacen } from './services/admin/almacen.ts';
import {
  type BuscadorSync,
  type BuscadorWriter,
  clientWriter,
  createBuscadorSync,
  engineWriter,
} from './services/buscador.ts';
import { iniciarBarridoOrdenes } from './services/indice-stock.ts';
import { iniciarBarridoMembresias } from './services/prime.ts';

export type BuildAppOptions = {
  db: Db;
  config: Config;
  /** Fastify logger option; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp({ db, config, logger }: BuildAppOptions): Promise<FastifyInstance> {
  configurarCorreo(config.publicUrl);
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Behind a proxy, set TRUST_PROXY to read the client address from X-Forwarded-For (rate limit).
    trustProxy: process.env.TRUST_PROXY === '1',
    // One line per request, with its route, status and time (static files at debug).
    logController: new RequestLog(),
    genReqId: requestIdOf,
  });

  installErrorHandling(app);
  // The search service keeps Algolia's contract; /docs documents the table; '*' is CORS's preflight;
  // the operational routes (health, metrics) are for the load balancer and Prometheus, not the API's.
  onlyTableRoutes(
    app,
    endpoints,
    (method, url) =>
      /^\/(1|docs)(\/|$)/.test(url) ||
      (method === 'OPTIONS' && url === '*') ||
      ((method === 'GET' || method === 'HEAD') && OPERATION_ROUTES.includes(url)),
  );

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'X-App-Id',
      'X-Image-Upload',
      'X-Algolia-API-Key',
      'X-Algolia-Application-Id',
    ],
    // A page told to slow down (429, 503) reads when it may call again (issue 36: the checkout's retry).
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(cookie);
  // After the cookie plugin (a response that sets a cookie is private), before compression (the
  // reference page's policy hashes the page's text).
  await installSecurityHeaders(app, config);
  // The public reads' cache and their ETag (hashes the JSON before compression; decision 0051).
  await instalarCacheLectura(app, db, config);
  // Brotli or gzip for every response over 1 KB (JSON, search results, SVG images): the store's
  // first data is 29 KB of JSON, 3 KB in brotli, on a phone's slow connection.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await installOperations(app, { db, config });
  // Image uploads (entries with `subida`): one file per request, read by registerEndpoints.
  await app.register(multipart, { limits: { fileSize: MAX_BYTES_SUBIDA, files: 1, fields: 0, parts: 1 } });

  const signer = createAccessSigner(config, db);
  const busqueda = new SearchEngine(db);
  const buscador = createBuscadorSync({ db, config, writer: () => writerFor(app, config, busqueda) });
  app.decorate('busqueda', busqueda);
  app.decorate('buscador', buscador);
  app.decorate('accessSigner', signer);
  const ctx: AppContext = { db, config, signer, buscador, almacen: crearAlmacen(config) };

  // Every route comes from the endpoint table (decision 0010), one domain per route file.
  registerEndpoints(app, endpoints.admin, adminHandlers(ctx));
  registerEndpoints(
    app,
    endpoints.adminListaRapida,
    adminListaRapidaHandlers(ctx),
    adminListaRapidaZonas(ctx),
  );
  registerEndpoints(app, endpoints.adminPublicidad, adminPublicidadHandlers(ctx), adminPublicidadZonas(ctx));
  registerEndpoints(app, endpoints.adminCategoria, adminCategoriaHandlers(ctx));
  registerEndpoints(app, endpoints.adminEtiqueta, adminEtiquetaHandlers(ctx));
  registerEndpoints(app, endpoints.adminProducto, adminProductoHandlers(ctx));
  registerEndpoints(app, endpoints.adminZona, adminZonaHandlers(ctx), adminZonaZonas(ctx));
  registerEndpoints(app, endpoints.adminInventario, adminInventarioHandlers(ctx));
  registerEndpoints(app, endpoints.adminTienda, adminTiendaHandlers(ctx), adminTiendaZonas(ctx));
  registerEndpoints(app, endpoints.adminPedido, adminPedidoHandlers(ctx));
  registerEndpoints(
    app,
    endpoints.adminPreparacion,
    adminPreparacionHandlers(ctx),
    adminPreparacionZonas(ctx),
  );
  registerEndpoints(app, endpoints.adminMembresia, adminMembresiaHandlers(ctx));
  registerEndpoints(app, endpoints.adminCliente, adminClienteHandlers(ctx));
  registerEndpoints(app, endpoints.adminBorrarCuenta, adminBorrarCuentaHandlers(ctx));
  registerEndpoints(app, endpoints.adminReferido, adminReferidoHandlers(ctx));
  registerEndpoints(app, endpoints.solicitudCliente, solicitudClienteHandlers(ctx));
  registerEndpoints(app, endpoints.referido, referidoHandlers(ctx));
  registerEndpoints(app, endpoints.adminUsuario, adminUsuarioHandlers(ctx));
  registerEndpoints(app, endpoints.adminOneSignal, adminOneSignalHandlers(ctx), adminOneSignalZonas(ctx));
  registerEndpoints(app, endpoints.adminReporte, adminReporteHandlers(ctx));
  registerEndpoints(app, endpoints.adminConfig, adminConfigHandlers(ctx));
  registerEndpoints(app, endpoints.adminTarjeta, adminTarjetaHandlers(ctx));
  registerEndpoints(app, endpoints.adminVuelto, adminVueltoHandlers(ctx), adminVueltoZonas(ctx));
  registerEndpoints(app, endpoints.adminCupon, adminCuponHandlers(ctx));
  registerEndpoints(app, endpoints.adminEnvio, adminEnvioHandlers(ctx), adminEnvioZonas(ctx));
  registerEndpoints(app, endpoints.adminFinanzas, adminFinanzasHandlers(ctx));
  registerEndpoints(app, endpoints.adminBusqueda, adminBusquedaHandlers(ctx));
  registerEndpoints(app, endpoints.auth, authHandlers(ctx));
  registerEndpoints(app, endpoints.aviso, avisoHandlers(ctx));
  registerEndpoints(app, endpoints.buscador, buscadorHandlers(ctx));
  registerEndpoints(app, endpoints.carrito, carritoHandlers(ctx));
  registerEndpoints(app, endpoints.cupon, cuponHandlers(ctx));
  registerEndpoints(app, endpoints.media, mediaHandlers(ctx));
  registerEndpoints(app, endpoints.orden, ordenHandlers(ctx));
  registerEndpoints(app, endpoints.vitrina, vitrinaHandlers(ctx));
  registerEndpoints(app, endpoints.usuario, usuarioHandlers(ctx));
  registerEndpoints(app, endpoints.website, websiteHandlers(ctx));
  registerEndpoints(app, endpoints.calificacion, calificacionHandlers(ctx));
  registerEndpoints(app, endpoints.favorito, favoritoHandlers(ctx));
  registerEndpoints(app, endpoints.tarjeta, tarjetaHandlers(ctx));
  iniciarBarridoOrdenes(app, ctx);
  iniciarBarridoMembresias(app, ctx);
  await installDocs(app);
  // The embedded Algolia-compatible search service (its own text/plain parser and error shape).
  await app.register(searchService, { prefix: '/1', engine: busqueda, keys: config.buscador.local });
  app.addHook('onClose', async () => busqueda.queryLog.flush());
  app.addHook('onReady', async () => busqueda.generations.wake(0));
  app.addHook('onClose', async () => busqueda.generations.close());
  return app;
}

/**
 * The index sync's writer: the algoliasearch client, at Algolia or at this API's own /1/ (its
 * listening address); straight into the engine only while this process listens nowhere (tests that
 * inject, the seed before listen).
 */
function writerFor(app: FastifyInstance, config: Config, engine: SearchEngine): BuscadorWriter {
  if (config.buscador.proveedor === 'algolia') return clientWriter(config, config.buscador.hostEscritura);
  const address = app.server.listening ? app.server.address() : null;
  if (!address || typeof address === 'string') return engineWriter(engine, config.buscador.indexName);
  const host =
    address.family === 'IPv6'
      ? `[${address.address === '::' ? '::1' : address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return clientWriter(config, `http://${host}:${address.port}`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded search engine (/1/). */
    busqueda: SearchEngine;
    /** Keeps the products index in step with the catalogue. */
    buscador: BuscadorSync;
  }
}
