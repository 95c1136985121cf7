/** The back-office's config section (issue 35): the configuration: the day's rate and its history, IGTF, category icons, minimum purchase, packaging cost. */
export const adminConfig = {};
