export { carriesIPv4, classifyAddress, normalizeAddress, ADDRESS_CLASSES, type AddressClass } from "./address";
export { outboundConfigFrom, refusedClass, URL_CHECK_ALLOW, CLIENT_METADATA_ALLOW, type OutboundConfig } from "./config";
export { OutboundError, type OutboundErrorCode, type Hop } from "./errors";
export { guardedFetch, type GuardedRequest, type GuardedResponse } from "./fetch";
export { systemResolver, type Resolver, type ResolvedAddress } from "./resolve";
