/**
 * The workspace's import boundaries (issue 15, decision 0015), checked by `pnpm run lint`
 * (scripts/boundaries.ts) on every import of shell/, mf-*\/, shared/ and api/. Paths are the files an
 * import resolves to, relative to the repository root: `@mercado/shared/rules` is
 * shared/src/rules/index.ts, `react` is …/node_modules/react/….
 */

const { readFileSync } = require('node:fs');
const path = require('node:path');

/** The browser-only rule modules: the files shared/src/rules/navegador.ts re-exports, and itself. */
const BROWSER_RULES = [
  'navegador',
  ...Array.from(
    readFileSync(path.join(__dirname, 'shared/src/rules/navegador.ts'), 'utf8').matchAll(
      /from '\.\/([\w-]+)\.ts'/g,
    ),
    (match) => match[1],
  ),
];

/** The workspace's folders other than shared (the repository's scripts included). */
const NOT_SHARED = '^(shell|api|e2e|scripts|mf-[^/]+)/';

/**
 * What the browser alone runs: React and the browser's libraries, shared's browser-only folders
 * and its browser rules (everything shared/src/rules/navegador.ts re-exports).
 */
const BROWSER_CODE = [
  '(^|/)node_modules/(react|react-dom|react-router|jotai|ky|single-spa|single-spa-react|algoliasearch|@radix-ui/[^/]+|@module-federation/[^/]+)/',
  '^shared/src/(platform|react|http|auth|federation|bus)/',
  `^shared/src/rules/(${BROWSER_RULES.join('|')})\\.ts$`,
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shell-imports-only-shared',
      comment:
        'The shell composes the remotes at run time (the registry); it imports no remote, nor the API.',
      severity: 'error',
      // Known exception, for the lead to settle: the shell's tests build the live registry from every
      // remote's own description source (shell/test/live-registry.ts).
      from: { path: '^shell/', pathNot: '^shell/test/live-registry\\.ts$' },
      to: { path: NOT_SHARED, pathNot: '^shell/' },
    },
    {
      name: 'remote-imports-only-shared',
      comment:
        'A remote ships alone: it imports shared and its own files, never another remote, the shell or the API.',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/' },
      to: { path: NOT_SHARED, pathNot: '^$1/' },
    },
    {
      name: 'shared-imports-no-workspace-package',
      comment: 'shared is the base every package builds on: it imports none of them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: NOT_SHARED },
    },
    {
      name: 'admin-kit-only-in-admin-remotes',
      comment:
        "The back-office's UI kit (@mercado/admin-kit, shared/admin-kit, decision 0041) is the admin remotes' alone: the shell, the other remotes, shared and the API import none of it.",
      severity: 'error',
      from: { pathNot: '^(mf-admin-[^/]+|shared/admin-kit)/' },
      to: { path: '^shared/admin-kit/' },
    },
    {
      name: 'api-imports-only-contracts-and-rules',
      comment:
        "The API takes from the workspace only shared's contracts, rules and endpoint table (and the zod their schemas are made with), by their package names (@mercado/shared/contracts, /rules, /endpoints*, /zod), and the named links of spec §2 (@mercado/shared/links, plain functions of strings) for the pages its emails link to.",
      severity: 'error',
      from: { path: '^api/' },
      to: {
        path: [NOT_SHARED, '^shared/'],
        pathNot: ['^api/', '^shared/src/(contracts/index|rules/index|endpoints|zod/index|links\\.ts$)'],
      },
    },
    {
      name: 'api-reaches-no-browser-code',
      comment:
        "Nothing the API loads, directly or through shared, is browser code: React, the browser's libraries, the platform, the HTTP client, the guard and refresh rules (@mercado/shared/rules/navegador).",
      severity: 'error',
      from: { path: '^api/' },
      to: { path: BROWSER_CODE, reachable: true },
    },
    {
      name: 'api-services-import-no-http',
      comment:
        "The API's services know nothing of HTTP (decision 0040): they throw the domain errors of api/src/services/errores.ts, and the route layer (api/src/http, api/src/routes) maps them to statuses in one place.",
      severity: 'error',
      from: { path: '^api/src/services/' },
      to: { path: '^api/src/(http|routes)/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles (decision 0039): what two modules both need moves to the module it belongs to. Type-only imports count too: swc tags them and they stay in the graph (tsPreCompilationDeps would switch to the tsc parser, which TypeScript 7 lacks).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-import',
      comment:
        "Every import resolves to a file: a Module Federation container name ('mf_checkout/app') or a workspace package not declared in package.json is no way around the rules above.",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Node 24 and TypeScript 7 (no JS compiler API): swc reads the TypeScript sources.
    parser: 'swc',
    moduleSystems: ['es6', 'cjs'],
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.deploy|\\.data|test-results)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
