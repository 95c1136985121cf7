/** Build-time constants injected by rspack's DefinePlugin (rspack.config.ts). */
declare const API_URL: string;
declare const REGISTRY_URL: string;
declare const APP_ID: string;

/** CSS Modules: rspack exports each class as a named export (`import * as styles`). */
declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export = classes;
}
declare module '*.css';
