/** The back-office's vuelto section (issue 35): change owed to cash customers and its settlement. */
export const adminVuelto = {};
