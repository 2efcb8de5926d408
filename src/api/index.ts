export { createApiClient, type ApiClient, type ApiBases, type CallOptions, type Method } from './client.ts';
export { ApiError, errorMessage, UNKNOWN_ERROR, MALFORMED_RESPONSE, NETWORK_ERROR } from './errors.ts';
export { encodeBody, encodeLegacy, encodeQuery, LEGACY_API_VERSION, UNSUPPORTED_ARGUMENT, type Params } from './encode.ts';
export * from './auth.ts';
export * from './environment.ts';
export * from './organisations.ts';
