/**
 * The bus events a remote's code sends and handles, read from the sources its build bundled, against
 * the events its description declares (`events.sends`, `events.handles`): a declared event the code
 * never emits or subscribes to, and an emit or subscription the description does not declare, fail
 * the remote's contract check (check-remote-contract.ts, after every build). The shell reads
 * `events.handles` (a held request mounts the slot of the remote that handles it), so it must be true.
 *
 * The code reaches the bus as `platform.bus.emit('<event>', …)` and `platform.bus.on('<event>', …)`.
 * A use the parser cannot read (the bus taken apart or kept in a variable, an event name that is not
 * a string literal) fails too, rather than being left unchecked.
 */
import { parseSync } from '@swc/core';

export interface BusEvents {
  sends: readonly string[];
  handles: readonly string[];
}

/** One bundled module: its path (as the source map names it) and its original source. */
export interface BundledSource {
  path: string;
  code: string;
}

interface BusUses {
  /** Event → the files that emit it. */
  sends: Map<string, string[]>;
  /** Event → the files that subscribe to it. */
  handles: Map<string, string[]>;
  unreadable: string[];
}

type Node = { type?: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const isIdentifier = (node: unknown, name: string) =>
  isNode(node) && node.type === 'Identifier' && node.value === name;

/** `<anything>.bus`: the platform's bus. */
const isBus = (node: unknown) =>
  isNode(node) && node.type === 'MemberExpression' && isIdentifier(node.property, 'bus');

const METHODS = { emit: 'sends', on: 'handles' } as const;

function record(uses: Map<string, string[]>, event: string, file: string) {
  const files = uses.get(event) ?? [];
  if (!files.includes(file)) files.push(file);
  uses.set(event, files);
}

/** The bus events one module emits and subscribes to, and the uses the build cannot read. */
function readModule({ path, code }: BundledSource, uses: BusUses): void {
  const ast = parseSync(code, { syntax: 'typescript', tsx: /\.[jt]sx$/.test(path) });
  // `.bus` member expressions that are the object of a readable `.emit('…')`/`.on('…')`/`.onHeld(…)` call.
  const readable = new Set<Node>();
  const visit = (node: Node) => {
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'MemberExpression') {
      const { object, property } = node.callee;
      if (isBus(object) && isNode(property) && property.type === 'Identifier') {
        const method = property.value;
        const [first] = node.arguments as { spread?: unknown; expression: Node }[];
        if (method === 'onHeld') {
          readable.add(object as Node);
        } else if (method === 'emit' || method === 'on') {
          if (first && !first.spread && first.expression.type === 'StringLiteral') {
            readable.add(object as Node);
            record(uses[METHODS[method]], String(first.expression.value), path);
          }
        }
      }
    }
    // `const { bus } = platform`: the bus under another name.
    if (
      (node.type === 'AssignmentPatternProperty' || node.type === 'KeyValuePatternProperty') &&
      isIdentifier(node.key, 'bus')
    ) {
      uses.unreadable.push(`${path}: takes the bus out of the platform; call platform.bus.emit/on directly`);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) isNode(item) && visit(item);
      else if (isNode(value)) visit(value);
    }
    if (isBus(node) && !readable.has(node)) {
      uses.unreadable.push(
        `${path}: uses the bus other than platform.bus.emit('<event>', …) or platform.bus.on('<event>', …), which this check cannot read`,
      );
    }
  };
  visit(ast as unknown as Node);
}

/** What the remote's bundled code does on the bus. */
export function busUses(sources: readonly BundledSource[]): BusUses {
  const uses: BusUses = { sends: new Map(), handles: new Map(), unreadable: [] };
  for (const source of sources) readModule(source, uses);
  return uses;
}

/** What is wrong between the declared events and the bundled code's; empty when they agree. */
export function busEventProblems(declared: BusEvents, sources: readonly BundledSource[]): string[] {
  const uses = busUses(sources);
  const verbs = { sends: ['emits', 'emit'], handles: ['subscribes to', 'subscribe to'] } as const;
  const problems = [...new Set(uses.unreadable)];
  for (const list of ['sends', 'handles'] as const) {
    const [does, doNot] = verbs[list];
    for (const event of declared[list]) {
      if (!uses[list].has(event)) {
        problems.push(`events.${list} declares ${event}, but the code does not ${doNot} it`);
      }
    }
    for (const [event, files] of uses[list]) {
      if (!declared[list].includes(event)) {
        problems.push(`${files.join(', ')} ${does} ${event}, which events.${list} does not declare`);
      }
    }
  }
  return problems;
}

/**
 * The remote's own modules a build bundled, from its source maps (`sourcesContent`): every source
 * but the bundler's runtime and third-party packages.
 */
export function bundledSources(maps: readonly { sources: string[]; sourcesContent?: (string | null)[] }[]) {
  const byPath = new Map<string, string>();
  for (const map of maps) {
    map.sources.forEach((source, i) => {
      const code = map.sourcesContent?.[i];
      const path = source.replace(/^webpack:\/\/[^/]*\//, '');
      if (code && /\.[cm]?[jt]sx?$/.test(path) && !path.includes('node_modules/')) byPath.set(path, code);
    });
  }
  return [...byPath].map(([path, code]) => ({ path, code }));
}
