import { ERRORES, ErrorView } from './ErrorPage.tsx';

export function NotFoundPage() {
  const info = ERRORES[404] as { titulo: string; texto: string };
  return (
    <ErrorView codigo={404} titulo={info.titulo} texto="Lo sentimos, no encontramos la página que busca." />
  );
}
