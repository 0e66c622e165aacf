export { classifyAddress, normalizeAddress, ADDRESS_CLASSES, type AddressClass } from "./address";
export { outboundConfigFrom, refusedClass, type OutboundConfig } from "./config";
export { OutboundError, type OutboundErrorCode, type Hop } from "./errors";
export { guardedFetch, type GuardedRequest, type GuardedResponse } from "./fetch";
export { systemResolver, type Resolver, type ResolvedAddress } from "./resolve";
