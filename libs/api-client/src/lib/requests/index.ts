// The request rules and the requester (spec §7 "Common rules", §8 "Retry and session"), re-exported
// from the root entry in one line.
export type {
  ApiFailure,
  ApiParamValue,
  ApiRequest,
  ApiResponse,
  RequestContext,
  RequestDevice,
  RequestOptions,
  RequestPlatform,
  Requester,
} from './api-request.types';
export {
  decideOnFailure,
  isFailureStatus,
  MAX_RETRIES,
  NO_RETRY_PATHS,
  prepareRequest,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAY_MS,
  type FailureDecision,
  type PreparedRequest,
} from './request-rules';
export {
  createLogout,
  createRequester,
  isApiFailure,
  LOGOUT_PATH,
  platformRequestPorts,
  type LogoutDeps,
  type RequesterDeps,
  type RequestTimers,
} from './requester';
export {
  createEarlyRequests,
  EARLY_ANSWER_MAX_AGE_MS,
  type EarlyRequests,
} from './early-requests';
