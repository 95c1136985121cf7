/**
 * The end of an account form (the password, the e-mail, the deletion request): the refused send's
 * message, the send button ('Enviando…'-like while it goes) and the way back to Mi cuenta.
 */
import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import * as styles from './app.module.css';

export function PieDeFormulario({
  error,
  enviando,
  texto,
  textoEnviando,
}: {
  error: string | null;
  enviando: boolean;
  texto: string;
  textoEnviando: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.acciones}>
        <button type="submit" className="mv-button" disabled={enviando}>
          {enviando ? textoEnviando : texto}
        </button>
        <Link className="mv-button mv-button--secondary" to={links.miCuenta()}>
          Cancelar
        </Link>
      </div>
    </>
  );
}
