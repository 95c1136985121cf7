/**
 * The contract check's bus-event part: what a remote's bundled code emits and subscribes to must be
 * what its description declares, each disagreement named with its event (and file).
 */
import { describe, expect, it } from 'vitest';
import { bundledSources, busEventProblems } from './bus-events.ts';

const carrito = {
  path: './src/carrito.ts',
  code: `import { platform } from '@mercado/shared/platform';
export function agregar(productoId: number) {
  platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId, cantidad: '1' });
}
export const oir = () => platform.bus.on('carrito:resultado', ({ ok }: { ok: boolean }) => ok);
`,
};

describe('bus events against the description', () => {
  it('passes when the code emits and subscribes to exactly what is declared', () => {
    expect(
      busEventProblems({ sends: ['carrito:agregar'], handles: ['carrito:resultado'] }, [carrito]),
    ).toEqual([]);
  });

  it('names a declared event the code never emits or subscribes to', () => {
    expect(
      busEventProblems(
        { sends: ['carrito:agregar', 'moneda:cambio'], handles: ['carrito:resultado', 'sesion:cambio'] },
        [carrito],
      ),
    ).toEqual([
      'events.sends declares moneda:cambio, but the code does not emit it',
      'events.handles declares sesion:cambio, but the code does not subscribe to it',
    ]);
  });

  it('names an event the code uses without declaring it, with its file', () => {
    expect(busEventProblems({ sends: [], handles: ['carrito:resultado'] }, [carrito])).toEqual([
      './src/carrito.ts emits carrito:agregar, which events.sends does not declare',
    ]);
    expect(busEventProblems({ sends: ['carrito:agregar'], handles: [] }, [carrito])).toEqual([
      './src/carrito.ts subscribes to carrito:resultado, which events.handles does not declare',
    ]);
  });

  it('reads TSX, and leaves comments and strings that only mention an event alone', () => {
    const panel = {
      path: './src/Panel.tsx',
      code: `// platform.bus.emit('moneda:cambio', x) in a comment is no use
export const Panel = () => <button onClick={() => platform.bus.emit('carrito:agregar', pedido)}>{'carrito:resultado'}</button>;
`,
    };
    expect(busEventProblems({ sends: ['carrito:agregar'], handles: [] }, [panel])).toEqual([]);
  });

  it('fails a use it cannot read instead of leaving it unchecked', () => {
    const alias = {
      path: './src/a.ts',
      code: 'const bus = platform.bus;\nbus.emit("carrito:agregar", p);\n',
    };
    const destructured = { path: './src/b.ts', code: 'const { bus } = platform;\n' };
    const variable = { path: './src/c.ts', code: 'platform.bus.on(nombre, () => {});\n' };
    const problems = busEventProblems({ sends: [], handles: [] }, [alias, destructured, variable]);
    expect(problems).toEqual([
      expect.stringMatching(/^\.\/src\/a\.ts: uses the bus other than platform\.bus\.emit/),
      './src/b.ts: takes the bus out of the platform; call platform.bus.emit/on directly',
      expect.stringMatching(/^\.\/src\/c\.ts: uses the bus other than/),
    ]);
  });

  it("reads the build's own modules from its source maps, not third-party ones or the runtime", () => {
    expect(
      bundledSources([
        {
          sources: [
            'webpack://mf_uno/./src/a.ts',
            'webpack://mf_uno/../shared/src/b.tsx',
            'webpack://mf_uno/../node_modules/.pnpm/jotai/index.js',
            'webpack://mf_uno/webpack/runtime/css_loading',
            'webpack://mf_uno/css ./src/a.module.css',
          ],
          sourcesContent: ['a', 'b', 'c', 'd', 'e'],
        },
        { sources: ['webpack://mf_uno/./src/a.ts'], sourcesContent: ['a'] },
      ]),
    ).toEqual([
      { path: './src/a.ts', code: 'a' },
      { path: '../shared/src/b.tsx', code: 'b' },
    ]);
  });
});
