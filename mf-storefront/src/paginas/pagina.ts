/** What every page gets from app.tsx: the route params (zona always set where the route has it) and the query. */
export interface PaginaProps {
  zona: string;
  params: Record<string, string>;
  search: string;
}
