/** Authorization the MCP way: the resource server each service's endpoint runs (docs/authorization.md). */
export { attachAuth, authOf } from "./attach";
export { sendChallenge, wwwAuthenticate, type Challenge } from "./challenge";
export { bearerToken, ResourceGate } from "./gate";
export { jwtVerifier, reasonOf, type JwtVerifierOptions } from "./jwt";
export { metadataPath, metadataRoute, protectedResourceMetadata } from "./metadata";
export { TokenRejected, type AuthInfo, type AuthorizationFactory, type AuthorizationSetup, type AuthSetupDeps, type ServiceAuthPolicy, type TokenVerifier } from "./types";
export { toolScopes } from "./scopes";
export { serviceAuth } from "./wiring";
