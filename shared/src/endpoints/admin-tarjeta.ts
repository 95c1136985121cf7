/** The back-office's tarjeta section (issue 35): balance-card requests, customers' balances, their history and adjustments. */
export const adminTarjeta = {};
