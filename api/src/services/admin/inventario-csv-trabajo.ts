/**
 * The worker thread that reads and checks an inventory CSV (`inventario-csv.ts` starts one a file).
 * It gets the file's text, answers what the rows name (or why the file cannot be read), then gets
 * what the database holds for those and answers the revision. Its own event loop parses and checks;
 * the API's keeps answering meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type Estado, leerRegistros, nombrados, revisarFilas } from './inventario-revision.ts';

export type Pedido = { estado: Estado; zonaId: number; hoy: string; aplicar: boolean };

const leido = leerRegistros((workerData as { csv: string }).csv);
if ('revision' in leido) parentPort!.postMessage(leido);
else {
  parentPort!.postMessage({ nombrados: nombrados(leido.registros) });
  parentPort!.once('message', (p: Pedido) => {
    parentPort!.postMessage({
      revision: revisarFilas(leido.registros, p.estado, p.zonaId, p.hoy, p.aplicar),
    });
  });
}
