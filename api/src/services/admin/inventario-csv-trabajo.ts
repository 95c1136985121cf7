/**
 * The worker thread that reads and checks inventory CSVs (`inventario-csv.ts` starts one for the process
 * and keeps it: its start, loading the shared contracts, took about a second). For each file (`id`) it
 * gets the text and answers what the rows name (or why the file cannot be read), then gets what the
 * database holds for those and answers the revision. Its own event loop parses and checks; the API's
 * keeps answering meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { type Estado, type Leido, leerRegistros, nombrados, revisarFilas } from './inventario-revision.ts';

export type Mensaje =
  | { id: number; tipo: 'leer'; csv: string }
  | { id: number; tipo: 'revisar'; estado: Estado; zonaId: number; hoy: string; aplicar: boolean }
  /** The caller gave up on the file (the database failed): its rows are dropped. */
  | { id: number; tipo: 'olvidar' };

const leidos = new Map<number, Leido>();

parentPort!.on('message', (m: Mensaje) => {
  if (m.tipo === 'leer') {
    const leido = leerRegistros(m.csv);
    if ('revision' in leido) parentPort!.postMessage({ id: m.id, revision: leido.revision });
    else {
      leidos.set(m.id, leido);
      parentPort!.postMessage({ id: m.id, nombrados: nombrados(leido) });
    }
  } else if (m.tipo === 'revisar') {
    const leido = leidos.get(m.id)!;
    leidos.delete(m.id);
    parentPort!.postMessage({
      id: m.id,
      revision: revisarFilas(leido, m.estado, m.zonaId, m.hoy, m.aplicar),
    });
  } else leidos.delete(m.id);
});
