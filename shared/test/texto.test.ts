import { describe, expect, it } from 'vitest';
import { nombreAdminSchema } from '../src/contracts/admin-categoria.ts';
import { MotivoSchema } from '../src/contracts/admin-clientes.ts';
import { ProductoRegistrarSchema } from '../src/contracts/admin-producto.ts';
import { LoginRequestSchema, RegistroRequestSchema } from '../src/contracts/auth.ts';
import { MensajesTexto, NombreSchema, PasswordSchema, SlugParamSchema } from '../src/contracts/common.ts';

const NUL = '\u0000';

/** The first message of a parse that must fail. */
const error = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) => {
  const r = schema.safeParse(v);
  expect(r.success, `${JSON.stringify(v)} was accepted`).toBe(false);
  return (r.error as { issues: { message: string }[] }).issues[0]!.message;
};

describe('input text refuses control characters (PostgreSQL refuses NUL in text)', () => {
  it('Spanish text with accents, ñ, ¿¡ and symbols passes as typed', () => {
    for (const nombre of ['José Ñáñez', 'María Pérez-Güell', "D'Ángelo Muñoz", 'Café & Té ¿sí? ¡no! 100%'])
      expect(NombreSchema.parse(nombre)).toBe(nombre);
    expect(SlugParamSchema.parse('pan-dulce-ñ')).toBe('pan-dulce-ñ');
    expect(nombreAdminSchema(80).parse('Piñas y Ñames')).toBe('Piñas y Ñames');
  });

  it('a NUL is refused in a name, a slug from the path, a password and a multi-line text', () => {
    expect(error(NombreSchema, `Ana${NUL}Pérez`)).toBe(MensajesTexto.UNA_LINEA);
    expect(error(SlugParamSchema, `a${NUL}b`)).toBe('Valor inválido');
    expect(error(PasswordSchema, `secreta1${NUL}`)).toBe(MensajesTexto.CLAVE);
    expect(error(LoginRequestSchema, { email: 'ana@demo.test', password: `x${NUL}` })).toBe(
      MensajesTexto.CLAVE,
    );
    expect(error(MotivoSchema, `No respondió${NUL}`)).toBe(MensajesTexto.CONTROL);
  });

  it('a one-line text refuses a tab or a line break inside it; a pasted one at the ends is trimmed', () => {
    expect(error(NombreSchema, 'Ana\tPérez')).toBe(MensajesTexto.UNA_LINEA);
    expect(error(NombreSchema, 'Ana\nPérez')).toBe(MensajesTexto.UNA_LINEA);
    expect(error(NombreSchema, 'Ana\u007fPérez')).toBe(MensajesTexto.UNA_LINEA);
    expect(NombreSchema.parse('Ana Pérez\r\n')).toBe('Ana Pérez');
  });

  it('a multi-line text keeps its line breaks and tabs, and refuses the other control characters', () => {
    expect(MotivoSchema.parse('No respondió.\r\nLlamamos dos veces:\n\t9:00 y 11:00')).toBe(
      'No respondió.\r\nLlamamos dos veces:\n\t9:00 y 11:00',
    );
    expect(error(MotivoSchema, 'No respondió\u001b[31m')).toBe(MensajesTexto.CONTROL);
  });

  it('the sign-up refuses a name with a NUL by the field, as its form shows it', () => {
    const r = RegistroRequestSchema.safeParse({
      nombre: `Ana${NUL}`,
      email: 'ana@demo.test',
      password: 'secreta123',
      tipoDocumento: 'V',
      documento: '12345678',
      telefono: '0414-1234567',
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nombre', MensajesTexto.UNA_LINEA],
    ]);
  });

  it("a product's description keeps its paragraphs; its brand is one line", () => {
    const producto = {
      nombre: 'Harina P.A.N.',
      slug: 'harina-pan',
      marca: 'P.A.N.',
      presentacion: '1 kg',
      descripcion: 'Harina de maíz blanco precocida.\n\nIdeal para arepas.',
    };
    const campos = (v: object) =>
      ProductoRegistrarSchema.safeParse({ ...producto, ...v }).error?.issues.map((i) => i.path.join('.')) ??
      [];
    expect(campos({})).not.toContain('descripcion');
    expect(campos({ descripcion: `Harina${NUL}` })).toContain('descripcion');
    expect(campos({ marca: 'P.A.N.\nPolar' })).toContain('marca');
  });
});
