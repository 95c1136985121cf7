/** The back-office's envio section (issue 35): shipping rules per zone and area. */
export const adminEnvio = {};
