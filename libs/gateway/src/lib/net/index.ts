export {
  checkMediaTarget,
  defaultResolveHost,
  type ApprovedMediaTarget,
  type MediaTargetPolicy,
  type MediaTargetRefusalReason,
  type MediaTargetVerdict,
  type RefusedMediaTarget,
  type ResolveHost,
  type ResolvedAddress,
} from './media-target-guard';
export { matchesAnyHostPattern, matchesHostPattern, normaliseOrigin } from './host-patterns';
export { isPublicUnicastAddress, literalIpOf } from './ip-address-policy';
export {
  openPinnedRequest,
  PinnedRequestTimeoutError,
  type PinnedRequest,
  type PinnedRequestOptions,
} from './pinned-request';
