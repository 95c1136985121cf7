/**
 * One form to register and edit a shipping rule (pages 'envio/registrar' and 'envio/:envio/editar'):
 * the zone and area (chosen when registering; one rule each), the bands (from an amount, a cost; 0 is
 * free shipping), and the prime benefit. Validated with the API's own schema; amounts with a comma
 * or a dot; leaving with unsaved changes asks first. The edit page shows the rule's history.
 */
import {
  ErrorGeneral,
  estilos,
  type Formulario,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  PieFormulario,
  type SubpaginaProps,
  useDatosAdmin,
  useFormulario,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import {
  type EnvioFormData,
  type EnvioRegla,
  EnvioReglaBodySchema,
  EnvioReglaEditarSchema,
  MAX_TRAMOS,
} from '@mercado/shared/contracts/admin-envio';
import { Field, FieldError } from '@mercado/shared/react';
import { useId } from 'react';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import { FORMATO_ENVIO } from './historial.ts';
import { listaDe, nombreDeRegla, TODA_LA_ZONA } from './regla.ts';

type Prime = 'no' | 'siempre' | 'desde';
type Valores = {
  zona: string;
  /** '' : the zone-wide rule. */
  areaId: string;
  tramos: { desde: string; costo: string }[];
  prime: Prime;
  primeDesde: string;
};
type Datos = { regla: EnvioRegla; zonas: null } | { regla: null; zonas: EnvioFormData['zonas'] };

const LISTA = { etiqueta: 'Envíos', href: enlace('envio') };
const texto = (monto: string) => monto.replace('.', ',');

export function FormEnvio({ ruta, search }: SubpaginaProps) {
  const id = ruta.envio ? Number(ruta.envio) : null;
  const datos = useDatosAdmin(
    `envio-form:${id}`,
    async (): Promise<Datos> =>
      id
        ? { regla: await api.formEditar({ envio: id }), zonas: null }
        : { regla: null, zonas: (await api.formRegistrar({})).zonas },
  );
  const zonaPedida = new URLSearchParams(search).get('zona');
  return (
    <PaginaRegistro
      datos={datos}
      titulo={id ? 'Editar regla de envío' : 'Registrar regla de envío'}
      lista={LISTA}
    >
      {(d) => <FormularioRegla datos={d} zonaPedida={zonaPedida} />}
    </PaginaRegistro>
  );
}

/** The first area (or the zone itself, '') of `zona` still without a rule. */
function libre(zona: EnvioFormData['zonas'][number] | undefined): string {
  if (!zona || zona.regla === null) return '';
  return String(zona.areas.find((a) => a.regla === null)?.id ?? '');
}

function FormularioRegla({ datos, zonaPedida }: { datos: Datos; zonaPedida: string | null }) {
  const { regla, zonas } = datos;
  const zonaInicial = zonas ? (zonas.find((z) => z.slug === zonaPedida) ?? zonas[0]) : undefined;
  const prime = regla?.primeGratisDesde ?? null;
  const inicial: Valores = {
    zona: regla?.zona.slug ?? zonaInicial?.slug ?? '',
    areaId: regla ? String(regla.area?.id ?? '') : libre(zonaInicial),
    tramos: regla
      ? regla.tramos.map((t) => ({ desde: texto(t.desde), costo: texto(t.costo) }))
      : [{ desde: '0', costo: '' }],
    prime: prime === null ? 'no' : prime === '0.00' ? 'siempre' : 'desde',
    primeDesde: prime !== null && prime !== '0.00' ? texto(prime) : '',
  };
  const primeGratisDesde = (v: Valores) =>
    v.prime === 'no' ? null : v.prime === 'siempre' ? '0' : v.primeDesde;
  const f = useFormulario({
    inicial,
    esquema: regla ? EnvioReglaEditarSchema : EnvioReglaBodySchema,
    convertir: (v) =>
      regla
        ? { tramos: v.tramos, primeGratisDesde: primeGratisDesde(v), version: regla.version }
        : {
            zona: v.zona,
            areaId: v.areaId === '' ? null : Number(v.areaId),
            tramos: v.tramos,
            primeGratisDesde: primeGratisDesde(v),
          },
    guardar: (body) =>
      regla
        ? api.editar({ ...(body as Omit<Parameters<typeof api.editar>[0], 'envio'>), envio: regla.id })
        : api.registrar(body as Parameters<typeof api.registrar>[0]),
    ...(regla ? {} : { aviso: 'Regla de envío registrada' }),
    ir: (r) => listaDe((r as EnvioRegla).zona.slug).href,
  });
  useSalidaConCambios(f.sucio);
  const titulo = regla
    ? `Editar envío: ${nombreDeRegla(regla)} (${regla.zona.nombre})`
    : 'Registrar regla de envío';
  const lista = listaDe(regla?.zona.slug ?? f.valores.zona);
  return (
    <PaginaAdmin titulo={titulo} migas={[lista, { etiqueta: titulo }]}>
      <form noValidate onSubmit={f.enviar} className={`mv-card ${estilos.formulario}`}>
        <ErrorGeneral f={f} />
        {zonas ? <ZonaYArea f={f} zonas={zonas} /> : null}
        <Tramos f={f} />
        <BeneficioPrime f={f} />
        <div className={estilos.acciones}>
          <PieFormulario f={f} texto={regla ? 'Guardar cambios' : 'Registrar regla'} />
        </div>
      </form>
      {regla ? (
        <HistorialCambios
          clave={`envio:${regla.id}`}
          version={regla.version}
          leer={(pagina) => api.historial({ envio: regla.id, pagina })}
          formato={FORMATO_ENVIO}
        />
      ) : null}
    </PaginaAdmin>
  );
}

function ZonaYArea({ f, zonas }: { f: Formulario<Valores>; zonas: EnvioFormData['zonas'] }) {
  const id = useId();
  const zona = zonas.find((z) => z.slug === f.valores.zona);
  return (
    <div className={estilos.columnas}>
      <Field id={`${id}-zona`} label="Zona" error={f.errores.zona}>
        {(control) => (
          <select
            {...control}
            className="mv-input"
            value={f.valores.zona}
            onChange={(e) => {
              f.poner('zona', e.target.value);
              f.poner('areaId', libre(zonas.find((z) => z.slug === e.target.value)));
            }}
          >
            {zonas.map((z) => (
              <option key={z.slug} value={z.slug}>
                {z.nombre}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${id}-area`}
        label="Área"
        hint="La regla de un área reemplaza la de su zona"
        error={f.errores.areaId}
      >
        {(control) => (
          <select
            {...control}
            className="mv-input"
            value={f.valores.areaId}
            onChange={(e) => f.poner('areaId', e.target.value)}
          >
            <option value="" disabled={zona?.regla != null}>
              {TODA_LA_ZONA}
              {zona?.regla != null ? ' (ya tiene regla)' : ''}
            </option>
            {zona?.areas.map((a) => (
              <option key={a.id} value={String(a.id)} disabled={a.regla !== null}>
                {a.nombre}
                {a.regla !== null ? ' (ya tiene regla)' : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

function Tramos({ f }: { f: Formulario<Valores> }) {
  const id = useId();
  const { tramos } = f.valores;
  const cambiar = (i: number, campo: 'desde' | 'costo', valor: string) =>
    f.poner(
      'tramos',
      tramos.map((t, j) => (j === i ? { ...t, [campo]: valor } : t)),
    );
  return (
    <fieldset className={estilos.bloque} aria-describedby={`${id}-nota`}>
      <legend className={estilos.subtitulo}>Tramos por productos con IVA (USD)</legend>
      <p id={`${id}-nota`} className={estilos.nota}>
        Desde un monto de productos con IVA (antes del cupón), un costo; se cobra el tramo del mayor monto
        alcanzado. El primero empieza en 0. Un costo de 0 es el delivery gratis. Con coma o punto decimal.
      </p>
      <FieldError id={`${id}-tramos`} error={f.errores.tramos} />
      {tramos.map((t, i) => (
        // The bands have no id of their own; their place is what the errors name ('tramos.1.desde').
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} className={estilos.columnas}>
          <Field
            id={`${id}-${i}-desde`}
            label={`Tramo ${i + 1}: desde`}
            error={f.errores[`tramos.${i}.desde`]}
          >
            {(control) => (
              <input
                {...control}
                className="mv-input"
                inputMode="decimal"
                autoComplete="off"
                value={t.desde}
                onChange={(e) => cambiar(i, 'desde', e.target.value)}
              />
            )}
          </Field>
          <Field
            id={`${id}-${i}-costo`}
            label={`Tramo ${i + 1}: costo`}
            error={f.errores[`tramos.${i}.costo`]}
          >
            {(control) => (
              <input
                {...control}
                className="mv-input"
                inputMode="decimal"
                autoComplete="off"
                value={t.costo}
                onChange={(e) => cambiar(i, 'costo', e.target.value)}
              />
            )}
          </Field>
          {tramos.length > 1 ? (
            <div className={estilos.acciones}>
              <button
                type="button"
                className="mv-button mv-button--secondary"
                aria-label={`Quitar el tramo ${i + 1}`}
                onClick={() =>
                  f.poner(
                    'tramos',
                    tramos.filter((_, j) => j !== i),
                  )
                }
              >
                Quitar
              </button>
            </div>
          ) : null}
        </div>
      ))}
      {tramos.length < MAX_TRAMOS ? (
        <div className={estilos.acciones}>
          <button
            type="button"
            className="mv-button mv-button--secondary"
            onClick={() => f.poner('tramos', [...tramos, { desde: '', costo: '' }])}
          >
            Agregar tramo
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

function BeneficioPrime({ f }: { f: Formulario<Valores> }) {
  const id = useId();
  return (
    <div className={estilos.columnas}>
      <Field id={`${id}-prime`} label="Beneficio PRIME">
        {(control) => (
          <select
            {...control}
            className="mv-input"
            value={f.valores.prime}
            onChange={(e) => f.poner('prime', e.target.value as Prime)}
          >
            <option value="no">Sin beneficio (paga como todos)</option>
            <option value="siempre">Envío gratis siempre</option>
            <option value="desde">Envío gratis desde un monto</option>
          </select>
        )}
      </Field>
      {f.valores.prime === 'desde' ? (
        <Field
          id={`${id}-prime-desde`}
          label="PRIME gratis desde (USD)"
          hint="Productos con IVA, antes del cupón"
          error={f.errores.primeGratisDesde}
        >
          {(control) => (
            <input
              {...control}
              className="mv-input"
              inputMode="decimal"
              autoComplete="off"
              value={f.valores.primeDesde}
              onChange={(e) => f.poner('primeDesde', e.target.value)}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
