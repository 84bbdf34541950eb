// Samples of the wire shapes (upstream-contract.md) and the drift helpers the schema specs use,
// for specs of the libs that read those shapes.
export {
  PRIVILEGE_SAMPLE,
  SHAPE_A_SAMPLE,
  SHAPE_A_TRIMMED,
  SHAPE_B_SAMPLE,
} from './lib/dto/song-samples.fixture';
export { REMOVE, firstIssuePath, withDrift, type JsonPathSegment } from './lib/dto/drift.fixture';
