/** Draco's glTF decoder glue (Emscripten; CommonJS, no types of its own). */
declare module 'draco3dgltf/draco_decoder_gltf_nodejs.js' {
  /** Makes the decoder module; `locateFile` says where its wasm is (the browser needs it). */
  const createDecoderModule: (options: {
    locateFile?: (name: string) => string;
  }) => Promise<unknown>;
  export default createDecoderModule;
}

/** The package's Node entry: the encoder is used by the fixture generator (tools/models). */
declare module 'draco3dgltf' {
  const draco3d: {
    createEncoderModule: (options?: object) => Promise<unknown>;
    createDecoderModule: (options?: object) => Promise<unknown>;
  };
  export default draco3d;
}
