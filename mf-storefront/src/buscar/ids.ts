/** The shell's plain search box, shown until the storefront's combobox renders (shell Header.tsx). */
export const ID_RESPALDO = 'mv-buscar-simple';
