import { startServer, type ServerProcess } from "../../bench/lib/proc";
import { verifyZeroControl } from "../../bench/lib/eras-requests";

// The eras benchmark's zero-work control is only a control while its shims replace what the
// runtime calls: the generated server from dist/ (npm test builds it first), and the control
// answering the same 2026 bytes with none of the 2026 checks.
let forge: ServerProcess;
let zero: ServerProcess;
beforeAll(async () => {
  forge = await startServer({ name: "forge", script: "bench/servers/forge.ts", env: { NODE_ENV: "production" } });
  zero = await startServer({ name: "zero", script: "bench/servers/forge-zero.ts", env: { NODE_ENV: "production" } });
});
afterAll(async () => {
  await Promise.all([forge?.stop(), zero?.stop()]);
});

test("the zero-work control answers the 2026 request as the generated server does, without its 2026 checks", async () => {
  await expect(verifyZeroControl(forge.url, zero.url)).resolves.toBeUndefined();
});

test("the check refuses a server that does run the 2026 checks", async () => {
  await expect(verifyZeroControl(forge.url, forge.url)).rejects.toThrow(/still runs 2026 checks/);
});
