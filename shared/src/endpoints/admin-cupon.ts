/** The back-office's cupon section (issue 35): coupons and their use. */
export const adminCupon = {};
