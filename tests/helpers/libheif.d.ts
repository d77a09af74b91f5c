/** The libheif-js ES module (its wasm inside), loaded by the Node tests as the browser loads it by URL. */
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  const factory: () => Promise<import('../../src/wasm/image/codecs/heif').Libheif>;
  export default factory;
}
