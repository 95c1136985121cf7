/** An image upload: choose a JPEG, PNG or WebP, see it, send it; the API's refusal is shown beside it. */
import { ApiError } from '@mercado/shared/http';
import { Field } from '@mercado/shared/react';
import { useId, useState } from 'react';
import { admin, estilos } from './componentes.tsx';

export function CampoImagen({
  etiqueta,
  actual,
  subir,
}: {
  etiqueta: string;
  actual: string | null;
  subir: (archivo: File) => Promise<void>;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  return (
    <div className={admin.bloque}>
      {actual && <img src={actual} alt={etiqueta} className={estilos.miniatura} />}
      <Field
        id={id}
        label={etiqueta}
        error={error}
        hint={subiendo ? 'Subiendo…' : 'JPEG, PNG o WebP, hasta 5 MB'}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={subiendo}
            onChange={async (e) => {
              const archivo = e.currentTarget.files?.[0];
              const input = e.currentTarget;
              if (!archivo) return;
              setError(null);
              setSubiendo(true);
              try {
                await subir(archivo);
              } catch (err) {
                setError(
                  err instanceof ApiError
                    ? (err.campos.archivo ?? err.mensaje)
                    : 'No se pudo subir la imagen',
                );
              } finally {
                setSubiendo(false);
                input.value = '';
              }
            }}
          />
        )}
      </Field>
    </div>
  );
}
