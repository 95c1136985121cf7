import { BorrarCuentaSolicitarSchema, CONFIRMACION_BORRADO } from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { Field, fieldErrors, InputClave } from '@mercado/shared/react';
import { formatDateTime } from '@mercado/shared/rules';
import { type FormEvent, useRef, useState } from 'react';
import { cuerpoDeError, mensajeDeError } from '../api.ts';
import * as styles from '../app.module.css';
import { PieDeFormulario } from '../PieDeFormulario.tsx';
import { api, useLectura } from './api.ts';
import * as propios from './perfil.module.css';

type Campo = 'password' | 'confirmacion' | 'motivo';
type Errores = Partial<Record<Campo, string>>;
const CAMPOS: Campo[] = ['password', 'confirmacion', 'motivo'];

const leer = () => api.solicitudCliente.leerBorrado();

/**
 * /mi-cuenta/borrar-cuenta: asks staff to delete the account (POST /usuario/borrar-cuenta/solicitud,
 * with the password and the typed confirmation). While it is pending the page shows it and it can be
 * withdrawn; a rejected one shows staff's reason above a new request.
 */
export function BorrarCuentaPage() {
  const { carga, recargar } = useLectura(leer);
  const [aviso, setAviso] = useState<{ ok: boolean; texto: string } | null>(null);
  const [retirando, setRetirando] = useState(false);
  const avisoRef = useRef<HTMLParagraphElement>(null);
  const avisar = (a: { ok: boolean; texto: string }) => {
    setAviso(a);
    recargar();
    avisoRef.current?.focus();
  };

  const retirar = async () => {
    const si = await platform.services.confirm({
      titulo: 'Retirar solicitud',
      mensaje: '¿Retirar su solicitud? Su cuenta seguirá activa.',
      aceptar: 'Retirar solicitud',
      cancelar: 'Cancelar',
    });
    if (!si) return;
    setRetirando(true);
    try {
      avisar({ ok: true, texto: (await api.solicitudCliente.retirarBorrado()).mensaje });
    } catch (fallo) {
      avisar({
        ok: false,
        texto: mensajeDeError(fallo, 'No pudimos retirar su solicitud. Intente de nuevo.'),
      });
    } finally {
      setRetirando(false);
    }
  };

  const solicitud = carga.estado === 'listo' ? carga.datos : null;
  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-account-borrar"
      aria-busy={carga.estado === 'cargando'}
    >
      <h1 id="mf-account-borrar" className={styles.titulo}>
        Borrar cuenta
      </h1>
      <p
        ref={avisoRef}
        tabIndex={-1}
        role={aviso?.ok === false ? 'alert' : 'status'}
        className={aviso ? (aviso.ok ? 'mv-notice-success' : styles.error) : 'mv-visually-hidden'}
      >
        {aviso?.texto}
      </p>
      {carga.estado === 'cargando' && (
        <p role="status" className={styles.ayuda}>
          Cargando su solicitud…
        </p>
      )}
      {carga.estado === 'error' && (
        <div role="alert" className={`mv-card ${styles.tarjeta}`}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar su solicitud. Intente de nuevo.')}</p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      )}
      {solicitud?.estatus === 'PENDIENTE' && (
        <div className={`mv-card ${styles.tarjeta}`}>
          <h2 className={styles.subtitulo}>Solicitud en revisión</h2>
          <p>
            Pidió borrar su cuenta el {formatDateTime(solicitud.creadoEn)}. Nuestro equipo la revisará;
            mientras tanto puede seguir usando su cuenta o retirar la solicitud.
          </p>
          <div className={styles.acciones}>
            <button type="button" className="mv-button" disabled={retirando} onClick={retirar}>
              {retirando ? 'Retirando…' : 'Retirar solicitud'}
            </button>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && solicitud?.estatus !== 'PENDIENTE' && (
        <>
          {solicitud?.estatus === 'RECHAZADA' && (
            <p className={`mv-card ${styles.tarjeta}`}>
              Su solicitud del {formatDateTime(solicitud.creadoEn)} fue rechazada
              {solicitud.motivo ? `: ${solicitud.motivo}` : '.'}
            </p>
          )}
          <Formulario onEnviada={(texto) => avisar({ ok: true, texto })} />
        </>
      )}
    </section>
  );
}

function Formulario({ onEnviada }: { onEnviada: (mensaje: string) => void }) {
  const [valores, setValores] = useState<Record<Campo, string>>({
    password: '',
    confirmacion: '',
    motivo: '',
  });
  const [errores, setErrores] = useState<Errores>({});
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const refs = {
    password: useRef<HTMLInputElement>(null),
    confirmacion: useRef<HTMLInputElement>(null),
    motivo: useRef<HTMLTextAreaElement>(null),
  };
  const mostrar = (e: Errores) => {
    setErrores(e);
    const primero = CAMPOS.find((c) => e[c]);
    if (primero) refs[primero].current?.focus();
  };
  const soloCampos = (todos: Record<string, string | undefined>): Errores =>
    Object.fromEntries(CAMPOS.filter((c) => todos[c]).map((c) => [c, todos[c]]));

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    setErrorGeneral(null);
    const parsed = BorrarCuentaSolicitarSchema.safeParse(valores);
    if (!parsed.success) return mostrar(soloCampos(fieldErrors(parsed.error)));
    setErrores({});
    setEnviando(true);
    try {
      onEnviada((await api.solicitudCliente.pedirBorrado(parsed.data)).mensaje);
    } catch (fallo) {
      const campos = soloCampos(cuerpoDeError(fallo).campos);
      if (Object.keys(campos).length > 0) mostrar(campos);
      else setErrorGeneral(mensajeDeError(fallo, 'No pudimos enviar su solicitud. Intente de nuevo.'));
      setEnviando(false);
    }
  };

  return (
    <form className={`mv-card ${styles.formulario}`} onSubmit={enviar} noValidate aria-busy={enviando}>
      <div className={propios.aviso}>
        <p>
          <strong>Borrar su cuenta no se puede deshacer.</strong> Cuando nuestro equipo lo haga:
        </p>
        <ul>
          <li>no podrá volver a iniciar sesión con esta cuenta;</li>
          <li>se borrarán sus datos personales, direcciones, carritos y su membresía;</li>
          <li>sus pedidos se conservan para la contabilidad, sin sus datos personales.</li>
        </ul>
        <p>No se puede borrar mientras tenga pedidos en curso.</p>
      </div>
      <Field id="mf-account-borrar-password" label="Contraseña actual" error={errores.password}>
        {(control) => (
          <InputClave
            {...control}
            ref={refs.password}
            autoComplete="current-password"
            maxLength={72}
            value={valores.password}
            onChange={(event) => setValores((v) => ({ ...v, password: event.target.value }))}
          />
        )}
      </Field>
      <Field
        id="mf-account-borrar-confirmacion"
        label={`Escriba ${CONFIRMACION_BORRADO} para confirmar`}
        error={errores.confirmacion}
      >
        {(control) => (
          <input
            {...control}
            ref={refs.confirmacion}
            className="mv-input"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={20}
            value={valores.confirmacion}
            onChange={(event) => setValores((v) => ({ ...v, confirmacion: event.target.value }))}
          />
        )}
      </Field>
      <Field id="mf-account-borrar-motivo" label="¿Por qué se va? (opcional)" error={errores.motivo}>
        {(control) => (
          <textarea
            {...control}
            ref={refs.motivo}
            className={`mv-input ${propios.textarea}`}
            maxLength={300}
            value={valores.motivo}
            onChange={(event) => setValores((v) => ({ ...v, motivo: event.target.value }))}
          />
        )}
      </Field>
      <PieDeFormulario
        error={errorGeneral}
        enviando={enviando}
        texto="Solicitar borrar mi cuenta"
        textoEnviando="Enviando…"
      />
    </form>
  );
}
