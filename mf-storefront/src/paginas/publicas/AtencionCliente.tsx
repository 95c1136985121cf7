import { links } from '@mercado/shared/links';
import { Link, useWebsite } from '@mercado/shared/react';
import * as texto from '../../componentes/PaginaTexto.module.css';
import { PaginaTexto } from '../../componentes/PaginaTexto.tsx';
import { CONTACTO, enlaceTelefono, enlaceWhatsapp } from '../../lib/contacto.ts';
import * as styles from './publicas.module.css';

export function AtencionCliente() {
  const zona = useWebsite()?.zona?.slug;
  return (
    <PaginaTexto
      titulo="Atención al cliente"
      entradilla="¿Tiene una pregunta sobre un pedido, un pago o un producto? Estamos para ayudarle."
    >
      <p className={texto.destacado}>
        <strong>Horario de atención:</strong> todos los días, de {CONTACTO.horario}.
      </p>
      <ul className={styles.canales}>
        <li className={styles.canal}>
          <h2>WhatsApp</h2>
          <p>La forma más rápida: escríbanos y envíe fotos si hace falta.</p>
          <a
            className="mv-button"
            href={enlaceWhatsapp(CONTACTO.whatsapp, 'Hola, necesito ayuda con mi pedido')}
            target="_blank"
            rel="noopener noreferrer"
          >
            {CONTACTO.whatsapp}
            <span className="mv-visually-hidden"> por WhatsApp (se abre en una pestaña nueva)</span>
          </a>
        </li>
        <li className={styles.canal}>
          <h2>Teléfono</h2>
          <p>Llámenos para consultas sobre un pedido en curso.</p>
          <a className="mv-button mv-button--secondary" href={enlaceTelefono(CONTACTO.telefono)}>
            <span className="mv-visually-hidden">Llamar al </span>
            {CONTACTO.telefono}
          </a>
        </li>
        <li className={styles.canal}>
          <h2>Correo electrónico</h2>
          <p>Para reclamos, facturas y solicitudes sobre sus datos.</p>
          <a className="mv-button mv-button--secondary" href={`mailto:${CONTACTO.correo}`}>
            <span className="mv-visually-hidden">Escribir a </span>
            {CONTACTO.correo}
          </a>
        </li>
      </ul>

      <h2>Antes de escribirnos</h2>
      <ul>
        <li>Tenga a mano el número de su pedido y el correo con el que se registró.</li>
        <li>Si es sobre un pago, incluya la referencia de la operación.</li>
        <li>
          Para un producto dañado o faltante, revise los plazos de nuestras{' '}
          {zona ? (
            <Link to={links.politicasDevolucion(zona)}>políticas de devolución</Link>
          ) : (
            'políticas de devolución'
          )}
          .
        </li>
      </ul>
      {zona && (
        <p>
          Quizá su respuesta ya esté en las{' '}
          <Link to={links.preguntasFrecuentes(zona)}>preguntas frecuentes</Link>.
        </p>
      )}
    </PaginaTexto>
  );
}
