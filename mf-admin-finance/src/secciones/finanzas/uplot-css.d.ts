/** uPlot's stylesheet, imported for its side effect (rspack bundles it into the charts' chunk). */
declare module 'uplot/dist/uPlot.min.css';
