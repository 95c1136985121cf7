/**
 * One push segment (`/admin/onesignal/:segmento`): who it reaches and how many now, a notification to
 * send them (confirmed first in the shell's dialog), the sends so far with their result, and its history.
 * A send is also a notice in the store for each customer (the header's bell, issue 38), pushed or not.
 */

import {
  estilos,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  useDatosAdmin,
  useFormulario,
} from '@mercado/admin-kit';
import { type EnvioPush, EnvioPushBodySchema, type SegmentoDetalle } from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { Field } from '@mercado/shared/react';
import { contar, formatDateTimeShort } from '@mercado/shared/rules';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import { FORMATO_SEGMENTO } from './historial.ts';
import { describirSegmento } from './ListaSegmentos.tsx';

const LISTA_SEGMENTOS = { etiqueta: 'Segmentos de Notificaciones', href: enlace('onesignal') };

export function Segmento({ ruta }: SubpaginaProps) {
  const id = Number(ruta.segmento);
  const datos = useDatosAdmin(`segmento:${id}`, () => api.leer({ segmento: id }));
  return (
    <PaginaRegistro datos={datos} titulo="Segmento" lista={LISTA_SEGMENTOS}>
      {(segmento) => <Detalle segmento={segmento} recargar={datos.recargar} />}
    </PaginaRegistro>
  );
}

function Detalle({ segmento: s, recargar }: { segmento: SegmentoDetalle; recargar: () => void }) {
  const form = useFormulario({
    inicial: { titulo: '', mensaje: '' },
    esquema: EnvioPushBodySchema,
    guardar: async (body) => {
      const enviar = await platform.services.confirm({
        titulo: 'Enviar notificación',
        mensaje: `Se enviará «${body.titulo}» a ${contar(s.clientes, 'cliente', 'clientes')} del segmento «${s.nombre}». También lo verán en sus avisos de la tienda.`,
        aceptar: 'Enviar',
      });
      if (enviar) await api.enviar({ segmento: s.id, ...body });
      return enviar;
    },
    aviso: (enviado) => (enviado ? 'Notificación enviada' : null),
    alGuardar: (enviado) => {
      if (!enviado) return;
      form.reiniciar({ titulo: '', mensaje: '' });
      recargar();
    },
  });
  return (
    <PaginaAdmin titulo={s.nombre} migas={[LISTA_SEGMENTOS, { etiqueta: s.nombre }]}>
      <dl className="mv-card">
        <dt>Zona</dt>
        <dd>{s.zona.nombre}</dd>
        <dt>Clientes que…</dt>
        <dd>{describirSegmento(s)}</dd>
        <dt>Clientes en el segmento</dt>
        <dd data-testid="clientes-segmento">{s.clientes}</dd>
      </dl>
      <form
        className={`mv-card ${estilos.formulario}`}
        onSubmit={form.enviar}
        noValidate
        aria-label="Enviar notificación"
      >
        <h2 className={estilos.subtitulo}>Enviar notificación</h2>
        {form.general && (
          <p role="alert" className={estilos.errorGeneral}>
            {form.general}
          </p>
        )}
        <Field id="envio-titulo" label="Título" error={form.errores.titulo}>
          {(control) => (
            <input
              {...control}
              className="mv-input"
              value={form.valores.titulo}
              onChange={(e) => form.poner('titulo', e.target.value)}
            />
          )}
        </Field>
        <Field id="envio-mensaje" label="Mensaje" error={form.errores.mensaje}>
          {(control) => (
            <textarea
              {...control}
              className="mv-input"
              rows={3}
              value={form.valores.mensaje}
              onChange={(e) => form.poner('mensaje', e.target.value)}
            />
          )}
        </Field>
        <div className={estilos.acciones}>
          <button type="submit" className="mv-button" disabled={form.enviando}>
            {form.enviando ? 'Enviando…' : 'Enviar'}
          </button>
        </div>
      </form>
      <Envios envios={s.envios} />
      <HistorialCambios
        clave={`segmento:${s.id}:${s.envios.length}`}
        leer={(pagina) => api.historial({ segmento: s.id, pagina })}
        formato={FORMATO_SEGMENTO}
      />
    </PaginaAdmin>
  );
}

function Envios({ envios }: { envios: readonly EnvioPush[] }) {
  if (envios.length === 0)
    return <p className={estilos.nota}>Aún no se han enviado notificaciones a este segmento.</p>;
  return (
    <div className={estilos.tablaContenedor}>
      <table className={estilos.tabla}>
        <caption>Envíos</caption>
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <th scope="col">Título</th>
            <th scope="col">Destinatarios</th>
            <th scope="col">Avisos en la tienda</th>
            <th scope="col">Resultado</th>
            <th scope="col">Por</th>
          </tr>
        </thead>
        <tbody>
          {envios.map((e) => (
            <tr key={e.id}>
              <td>{formatDateTimeShort(e.creadoEn)}</td>
              <td>{e.titulo}</td>
              <td>{e.destinatarios}</td>
              <td>{e.avisos}</td>
              <td>{e.resultado}</td>
              <td>{e.usuario}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
