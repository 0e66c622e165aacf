/**
 * jose 6 ships as ECMAScript modules only; Node 20.19+ loads them with require() (require(esm)),
 * which keeps this CommonJS runtime synchronous to import. Tests transform it (jest.config.js).
 */
export type Jose = typeof import("jose", { with: { "resolution-mode": "import" } });
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const jose = require("jose") as Jose;
export type JWTPayload = import("jose", { with: { "resolution-mode": "import" } }).JWTPayload;
export type JWTVerifyGetKey = import("jose", { with: { "resolution-mode": "import" } }).JWTVerifyGetKey;
export type JWK = import("jose", { with: { "resolution-mode": "import" } }).JWK;
/** What jwtVerify accepts as a key: a secret, a key object, or a key-set resolver. */
export type VerifyKey = Parameters<Jose["jwtVerify"]>[1];
