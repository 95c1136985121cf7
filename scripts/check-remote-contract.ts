/**
 * Contract check, run after a remote's build: fails when its description (dist/mf-description.json,
 * written from src/descripcion.ts) asks for a module its manifest does not expose (its routes need
 * './app', its slots and panels their modules), names another container, or has a route data hint
 * that is not the path of the GET entry of the endpoint table it names (`datosEntrada`), or bus
 * events its bundled code does not emit or subscribe to as declared (./bus-events.ts).
 * Usage: node ../scripts/check-remote-contract.ts mf_storefront   (from the remote's folder)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Endpoint, endpoints } from '../shared/src/endpoints/index.ts';
import { type RemoteRoute, readDescription, requiredExposes } from '../shared/src/federation/description.ts';
import { DESCRIPTION_FILE } from '../shared/src/federation/rspack.ts';
import { bundledSources, busEventProblems } from './bus-events.ts';
import { packageDirOf } from './platform-layout.ts';

const name = process.argv[2];
if (!name) {
  console.error('contract: falta el nombre del remoto');
  process.exit(1);
}
const dist = path.join(packageDirOf(name), 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
  name: string;
  exposes: { path: string }[];
};
/** What is wrong with a route's data hint, checked against the table; null when nothing is. */
function hintProblem({ path: route, datos, datosEntrada }: RemoteRoute): string | null {
  if (!datosEntrada) return null;
  const [domain = '', entry = ''] = datosEntrada.split('.');
  const e = (endpoints as Record<string, Record<string, Endpoint>>)[domain]?.[entry];
  if (e?.method !== 'GET')
    return `${route}: datosEntrada ${datosEntrada} is no GET entry of the endpoint table`;
  return e.path === datos ? null : `${route}: datos ${datos} is not the path of ${datosEntrada}, ${e.path}`;
}

/** The sources the build bundled, from its source maps (a production build writes them). */
function bundled() {
  const maps = readdirSync(dist).filter((file) => file.endsWith('.js.map'));
  if (maps.length === 0) {
    console.error(
      `contract check failed for ${name}: dist has no source maps (build with --mode production)`,
    );
    process.exit(1);
  }
  return bundledSources(maps.map((file) => JSON.parse(readFileSync(path.join(dist, file), 'utf8'))));
}

const reading = readDescription(JSON.parse(readFileSync(path.join(dist, DESCRIPTION_FILE), 'utf8')));
const exposed = new Set(manifest.exposes.map((expose) => expose.path));
const problems = reading.ok
  ? [
      ...[manifest.name, reading.description.name]
        .filter((built) => built !== name)
        .map((built) => `the build is named ${built}, not ${name}`),
      ...requiredExposes(reading.description)
        .filter((expose) => !exposed.has(expose))
        .map((expose) => `${expose} is not exposed`),
      ...reading.description.routes.map(hintProblem).filter((problem) => problem !== null),
      ...busEventProblems(reading.description.events, bundled()),
    ]
  : [reading.reason];
if (problems.length > 0) {
  console.error(`contract check failed for ${name}:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(`contract ok: ${name} exposes ${[...exposed].sort().join(', ')}`);
