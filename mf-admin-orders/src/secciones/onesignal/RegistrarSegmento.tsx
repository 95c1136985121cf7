/** Registers a push segment (`/admin/onesignal/registrar`) in one of the user's zones. */

import {
  estilos,
  PaginaAdmin,
  type SubpaginaProps,
  useFormulario,
  useNombreZona,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import {
  COMPRA_RECIENTE_NOMBRES,
  type CompraReciente,
  SegmentoBodySchema,
  type SegmentoDetalle,
  USUARIO_TIPOS,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import { Field } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';

export function RegistrarSegmento({ roles }: SubpaginaProps) {
  const zonas = zoneRoleSlugs(roles);
  const nombreZona = useNombreZona();
  const form = useFormulario({
    inicial: {
      nombre: '',
      zona: zonas[0] ?? '',
      usuarioTipo: null as number | null,
      compra: 'todos' as CompraReciente,
      dias: null as number | null,
    },
    esquema: SegmentoBodySchema,
    guardar: (body) => api.registrar(body),
    aviso: 'Segmento registrado',
    ir: (r) => enlace('onesignal/:segmento', { segmento: (r as SegmentoDetalle).id }),
  });
  useSalidaConCambios(form.sucio);
  const titulo = 'Registrar segmento';
  return (
    <PaginaAdmin
      titulo={titulo}
      migas={[{ etiqueta: 'Segmentos de Notificaciones', href: enlace('onesignal') }, { etiqueta: titulo }]}
    >
      <form className={`mv-card ${estilos.formulario}`} onSubmit={form.enviar} noValidate>
        {form.general && (
          <p role="alert" className={estilos.errorGeneral}>
            {form.general}
          </p>
        )}
        <Field id="segmento-nombre" label="Nombre" error={form.errores.nombre}>
          {(control) => (
            <input
              {...control}
              className="mv-input"
              value={form.valores.nombre}
              onChange={(e) => form.poner('nombre', e.target.value)}
            />
          )}
        </Field>
        <Field id="segmento-zona" label="Zona" error={form.errores.zona}>
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={form.valores.zona}
              onChange={(e) => form.poner('zona', e.target.value)}
            >
              {zonas.map((slug) => (
                <option key={slug} value={slug}>
                  {nombreZona(slug)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="segmento-tipo" label="Tipo de usuario" error={form.errores.usuarioTipo}>
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={form.valores.usuarioTipo ?? ''}
              onChange={(e) => form.poner('usuarioTipo', e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">Todos los tipos</option>
              {USUARIO_TIPOS.map((t) => (
                <option key={t.tipo} value={t.tipo}>
                  {t.nombre}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="segmento-compra" label="Compra reciente" error={form.errores.compra}>
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={form.valores.compra}
              onChange={(e) => form.poner('compra', e.target.value as CompraReciente)}
            >
              {Object.entries(COMPRA_RECIENTE_NOMBRES).map(([valor, etiqueta]) => (
                <option key={valor} value={valor}>
                  {etiqueta}
                </option>
              ))}
            </select>
          )}
        </Field>
        {form.valores.compra !== 'todos' && (
          <Field id="segmento-dias" label="Días" error={form.errores.dias}>
            {(control) => (
              <input
                {...control}
                className="mv-input"
                inputMode="numeric"
                value={form.valores.dias ?? ''}
                onChange={(e) => form.poner('dias', e.target.value ? Number(e.target.value) : null)}
              />
            )}
          </Field>
        )}
        <div className={estilos.acciones}>
          <button type="submit" className="mv-button" disabled={form.enviando}>
            {form.enviando ? 'Guardando…' : 'Registrar'}
          </button>
        </div>
      </form>
    </PaginaAdmin>
  );
}
