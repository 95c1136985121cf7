/** The back-office's finanzas section (issue 35): the finance daily summary and the ledger-equals-balances check. */
export const adminFinanzas = {};
