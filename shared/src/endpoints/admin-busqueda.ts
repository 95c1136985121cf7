/**
 * The back-office's search merchandising (issue 37, ROLE_PUBLICIDAD): the synonyms shoppers' words
 * map to and the query rules of each zone, with a preview of a query before and after.
 */
export const adminBusqueda = {};
