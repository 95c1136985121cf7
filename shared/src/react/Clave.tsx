/**
 * A password input with its "Mostrar contraseña" toggle (issue 36): a button beside the input that
 * shows or hides what was typed, `aria-pressed` while shown. The button keeps the focus (only the
 * input's type changes) and names the input it controls. Spread a Field's control on it like on an
 * input: `<Field id="x" label="Contraseña">{(c) => <InputClave {...c} name="password" />}</Field>`.
 */
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import * as styles from './clave.module.css';

export type InputClaveProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  ref?: Ref<HTMLInputElement>;
};

export function InputClave({ className, ...input }: InputClaveProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.clave}>
      <input
        {...input}
        className={`mv-input ${className ?? ''}`}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        spellCheck={false}
      />
      <button
        type="button"
        className={styles.mostrar}
        aria-pressed={visible}
        aria-controls={input.id}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
      </button>
    </div>
  );
}
