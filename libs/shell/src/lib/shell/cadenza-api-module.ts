// The API as a chunk of its own: RTK Query and the endpoints the frame uses follow the first
// paint. Imported only dynamically (`loadCadenzaApi`); a dynamic import of the lib's entry
// itself would take all of it into the first chunk, which imports the entry statically.
export { cadenzaApi } from '@cadenza/api-client/react';
