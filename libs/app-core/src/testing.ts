export { DEMO_PROFILE } from './testing/account.spec-fixtures';
export { ARTIST_ID, artistDetailAnswer, artistGateway } from './testing/artist.spec-fixtures';
export {
  catalogueSong,
  downloadGateway,
  downloadRecord,
  fakeDownloads,
} from './testing/downloads.spec-harness';
export {
  FAILED,
  type FakeGateway,
  type GatewayAnswer,
  type GatewayCall,
  installFakeGateway,
  withStatus,
} from './testing/fake-gateway.spec-harness';
export { LocationProbe, type RouterLocation } from './testing/location-probe.spec-harness';
export { renderScreen, TestAppProviders } from './testing/render-screen.spec-harness';
export { songUrlAnswer } from './testing/song-url.spec-fixtures';
export { createTestApp, settle } from './testing/test-app.spec-harness';
export { sizeViewportsForEachSpec } from './testing/viewports.spec-harness';
