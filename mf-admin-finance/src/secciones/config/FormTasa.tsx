/**
 * The day's BCV rate (decision 0047): the rate in effect, the form to set the new one (a comma or a
 * dot), and a change above the configured percentage asked first in a confirmation dialog showing
 * the current rate, the new one and the change; then the rate's history: when, the rate, the one
 * before, the change in %, who set it.
 */

import {
  type Columna,
  type DatosAdmin,
  ErrorGeneral,
  estilos,
  type Listado,
  PieFormulario,
  TablaAdmin,
  useFormulario,
} from '@mercado/admin-kit';
import {
  type ConfigAdmin,
  type ConfigData,
  cambioPorcentual,
  superaUmbral,
  TasaEditarSchema,
  type TasaHistorial,
} from '@mercado/shared/contracts/admin-config';
import { platform } from '@mercado/shared/platform';
import { Field } from '@mercado/shared/react';
import { formatDateTime, formatRate } from '@mercado/shared/rules';
import { useEffect, useId } from 'react';
import { api } from './api.ts';

const bs = (tasa: string) => `Bs. ${formatRate(tasa)}`;
const porcentaje = (cambio: string) => `${cambio.startsWith('-') ? '' : '+'}${cambio.replace('.', ',')} %`;

export interface PropsFormulario {
  config: ConfigAdmin;
  /** Tells the page whether this form holds unsaved changes (clave: the form's). */
  alCambiar: (clave: string, sucio: boolean) => void;
  /** After a save: the page reads the configuration and its history again. */
  alGuardar: () => void;
}

export function FormTasa({ config, alCambiar, alGuardar }: PropsFormulario) {
  const id = useId();
  const f = useFormulario({
    inicial: { tasa: '' },
    esquema: TasaEditarSchema,
    convertir: (v) => ({ tasa: v.tasa, anterior: config.tasa }),
    guardar: async ({ tasa, anterior }) => {
      const confirmar = superaUmbral(anterior, tasa, config.tasaUmbralConfirmacion);
      if (
        confirmar &&
        !(await platform.services.confirm({
          titulo: 'Confirmar cambio de tasa',
          mensaje: `La tasa cambia ${porcentaje(cambioPorcentual(anterior, tasa))}: de ${bs(anterior)} a ${bs(tasa)} por dólar, más que el ${config.tasaUmbralConfirmacion.replace('.', ',')} % permitido sin confirmar. Todos los precios en bolívares de la tienda cambiarán de inmediato. ¿Es correcta la tasa nueva?`,
          aceptar: 'Sí, cambiar la tasa',
          cancelar: 'Revisar',
        }))
      ) {
        return null;
      }
      return api.adminConfig.tasa({ tasa, anterior, confirmar });
    },
    aviso: (r) => (r ? 'Tasa del día actualizada' : null),
    alGuardar: (r) => {
      if (r) {
        f.reiniciar({ tasa: '' });
        alGuardar();
      } else {
        // Declined in the dialog: the typed rate is still to be saved.
        f.poner('tasa', f.valores.tasa);
      }
    },
  });
  useEffect(() => alCambiar('tasa', f.sucio), [alCambiar, f.sucio]);
  return (
    <section aria-labelledby={`${id}-titulo`} className={`mv-card ${estilos.formulario}`}>
      <h2 id={`${id}-titulo`} className={estilos.subtitulo}>
        Tasa del día (BCV)
      </h2>
      <p>
        Tasa vigente: <strong>{bs(config.tasa)}</strong> por dólar.
      </p>
      <p className={estilos.nota}>
        Es la tasa oficial del BCV del día. Los precios en bolívares de la tienda y del buscador la usan desde
        que se guarda; los pedidos ya hechos conservan la tasa con que se hicieron. Un cambio de más de{' '}
        {config.tasaUmbralConfirmacion.replace('.', ',')} % pide confirmación.
      </p>
      <form noValidate onSubmit={f.enviar} className={estilos.bloque}>
        <ErrorGeneral f={f} />
        <Field
          id={`${id}-tasa`}
          label="Tasa nueva (Bs. por dólar)"
          hint="Con coma o punto decimal, hasta 4 decimales"
          error={f.errores.tasa}
        >
          {(control) => (
            <input
              {...control}
              className="mv-input"
              inputMode="decimal"
              autoComplete="off"
              value={f.valores.tasa}
              onChange={(e) => f.poner('tasa', e.target.value)}
            />
          )}
        </Field>
        <div className={estilos.acciones}>
          <PieFormulario f={f} texto="Guardar tasa" />
        </div>
      </form>
    </section>
  );
}

const COLUMNAS: readonly Columna<TasaHistorial>[] = [
  {
    clave: 'fecha',
    etiqueta: 'Fecha',
    celda: (h) => <time dateTime={h.fecha}>{formatDateTime(h.fecha)}</time>,
  },
  { clave: 'tasa', etiqueta: 'Tasa', numerica: true, celda: (h) => bs(h.tasa) },
  {
    clave: 'anterior',
    etiqueta: 'Anterior',
    numerica: true,
    celda: (h) => (h.anterior ? bs(h.anterior) : '—'),
  },
  {
    clave: 'cambio',
    etiqueta: '% cambio',
    numerica: true,
    celda: (h) => (h.cambio ? porcentaje(h.cambio) : '—'),
  },
  { clave: 'usuario', etiqueta: 'Quién', celda: (h) => h.usuario ?? 'Tasa inicial' },
];

/** The rate's history, 50 a page (the page in the URL), newest first. */
export function HistorialTasa({ datos, listado }: { datos: DatosAdmin<ConfigData>; listado: Listado }) {
  const { carga, anteriores, recargar } = datos;
  const historial: DatosAdmin<ConfigData['historialTasa']> = {
    carga: carga.estado === 'listo' ? { estado: 'listo', datos: carga.datos.historialTasa } : carga,
    anteriores: anteriores?.historialTasa ?? null,
    recargar,
  };
  return (
    // The table is the region (named by its title); the heading leads to it.
    <div className={estilos.bloque}>
      <h2 className={estilos.subtitulo}>Historial de la tasa</h2>
      <TablaAdmin
        titulo="Historial de la tasa"
        columnas={COLUMNAS}
        datos={historial}
        listado={listado}
        claveFila={(h) => h.id}
        vacio="Aún no se ha fijado ninguna tasa."
      />
    </div>
  );
}
