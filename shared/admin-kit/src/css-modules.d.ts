/** CSS Modules: rspack exports each class as a named export (`import * as styles`). */
declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export = classes;
}
