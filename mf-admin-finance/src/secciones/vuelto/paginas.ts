/** The `vuelto` section's pages by their key in the description (their pattern under /admin). */
export const paginasVuelto = {};
