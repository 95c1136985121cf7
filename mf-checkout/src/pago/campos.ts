/** DOM id of a checkout form field ('pago.referencia' → 'pago-pago-referencia'), also the error summary's link. */
export const idCampo = (campo: string) => `pago-${campo.replace(/[^a-zA-Z0-9]+/g, '-')}`;
