/** pdf.js's legacy parser, which Node tests load in place of the browser build (tests/unit/wasm/pdfRender). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
