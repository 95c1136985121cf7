/**
 * The OpenAPI 3.1 document of the endpoint table, and the interactive reference that shows it at
 * /docs (Scalar; the document itself at /docs/openapi.json). Schemas are zod's JSON Schema (draft
 * 2020-12, OpenAPI 3.1's dialect): what a caller sends as the schemas' input, what it gets as the
 * response schema's output.
 */

import { ApiErrorSchema } from '@mercado/shared/contracts';
import { type Endpoint, type Endpoints, endpoints, isBinary, pathParams } from '@mercado/shared/endpoints';
import type { z } from '@mercado/shared/zod';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { toJSONSchema } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;
type Components = Record<string, JsonSchema>;

/**
 * A schema as JSON Schema; the definitions zod makes for a recursive schema (`$defs`, such as the
 * category tree) move to the document's components under a name of their own.
 */
function jsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  name: string,
  components: Components,
): JsonSchema {
  const {
    $schema: _,
    $defs,
    ...json
  } = toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema & {
    $defs?: Components;
  };
  if (!$defs) return json;
  const renamed = Object.keys($defs).map((key) => [key, `${name}.${key.replace(/^_+/, '')}`] as const);
  const rename = (s: string) =>
    renamed.reduce(
      (acc, [from, to]) => acc.replaceAll(`"#/$defs/${from}"`, `"#/components/schemas/${to}"`),
      s,
    );
  for (const [from, to] of renamed) components[to] = JSON.parse(rename(JSON.stringify($defs[from])));
  return JSON.parse(rename(JSON.stringify(json)));
}

const errorBody = (description: string, components: Components) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(ApiErrorSchema, 'output', 'ApiError', components) } },
});

function accessText(access: Endpoint['access']): string {
  if (access === 'publico') return 'Público (con token, los precios son los del usuario).';
  if (access === 'usuario') return 'Usuario con sesión iniciada.';
  const zona = access.zona
    ? ` y ROLE_ZONA_<slug> de la zona en ${Object.entries(access.zona)[0]!.join('.')}`
    : '';
  return `ROLE_ADMIN + ${access.roles.join(' + ')}${zona}.`;
}

function operation(domain: string, name: string, e: Endpoint, components: Components) {
  const id = `${domain}.${name}`;
  const parameters: object[] = [];
  for (const [part, where] of [
    ['params', 'path'],
    ['query', 'query'],
  ] as const) {
    const schema = e[part];
    if (!schema) continue;
    const json = jsonSchema(schema, 'input', `${id}.${part}`, components) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [field, fieldSchema] of Object.entries(json.properties ?? {})) {
      parameters.push({
        name: field,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(field),
        schema: fieldSchema,
      });
    }
  }
  const success = isBinary(e.response)
    ? { description: 'La imagen', content: { [e.response.binary]: { schema: { type: 'string' } } } }
    : {
        description: 'Respuesta',
        content: {
          'application/json': { schema: jsonSchema(e.response, 'output', `${id}.response`, components) },
        },
      };
  const responses: Record<string, object> = {};
  for (const status of e.status ?? [200]) responses[String(status)] = success;
  if (e.params || e.query || e.body || e.subida)
    responses['400'] = errorBody('Datos inválidos (campos)', components);
  if (e.subida) responses['413'] = errorBody('La imagen pesa más de 5 MB', components);
  if (e.access !== 'publico') responses['401'] = errorBody('Sin sesión o sesión expirada', components);
  if (typeof e.access === 'object') responses['403'] = errorBody('Sin los permisos necesarios', components);
  return {
    operationId: id,
    tags: [domain],
    summary: e.summary,
    description: accessText(e.access),
    ...(e.access === 'publico' ? {} : { security: [{ bearer: [] }] }),
    ...(parameters.length ? { parameters } : {}),
    ...(e.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: jsonSchema(e.body, 'input', `${id}.body`, components) },
            },
          },
        }
      : {}),
    ...(e.subida
      ? {
          requestBody: {
            required: true,
            description: 'Una imagen JPEG, PNG o WebP (hasta 5 MB), con la cabecera X-Image-Upload: 1',
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['archivo'],
                  properties: { archivo: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every entry of the table. */
export function openApiDocument(table: Endpoints = endpoints) {
  const components: Components = {};
  const paths: Record<string, Record<string, object>> = {};
  for (const [domain, entries] of Object.entries(table)) {
    for (const [name, e] of Object.entries(entries as Record<string, Endpoint>)) {
      const path = pathParams(e.path).reduce((p, param) => p.replace(`:${param}`, `{${param}}`), e.path);
      paths[path] ??= {};
      paths[path][e.method.toLowerCase()] = operation(domain, name, e, components);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mercado Venezuela API',
      version: '1.0.0',
      description:
        'Generado de la tabla de endpoints (`@mercado/shared/endpoints`). Errores: `{mensaje, campos?}` en español. ' +
        'El servicio de búsqueda `/1/` sigue el contrato de Algolia y no está aquí.',
    },
    tags: Object.keys(table).map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/** /docs: the interactive reference; /docs/openapi.json and /docs/openapi.yaml: the document. */
export async function installDocs(app: FastifyInstance): Promise<void> {
  await app.register(scalar, {
    routePrefix: '/docs',
    configuration: { content: openApiDocument() },
    logLevel: 'warn',
  });
}
