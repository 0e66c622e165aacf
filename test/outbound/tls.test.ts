import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { guardedFetch, outboundConfigFrom, OutboundError } from "../../generator/platform/http";

/** A self-signed certificate for `name`, made by the real openssl. */
function certificate(name: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "outbound-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${name}`,
        "-addext",
        `subjectAltName=DNS:${name}`,
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("guardedFetch: https to a pinned address", () => {
  const config = outboundConfigFrom({ MCPFORGE_OUTBOUND_ALLOW: "127.0.0.2/32" });
  const resolver = async () => [{ address: "127.0.0.2", family: 4 as const }];
  const { key, cert } = certificate("pinned.test");
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer({ key, cert }, (req, res) => res.end(`tls ${req.headers.host}`));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("verifies the certificate against the URL's host name while connecting to the validated address", async () => {
    const res = await guardedFetch(config, `https://pinned.test:${port}/`, { resolver, ca: cert });
    expect(res.body.toString()).toBe(`tls pinned.test:${port}`);
    expect(res.hops[0].address).toBe("127.0.0.2");
  });

  it("refuses a certificate for another name as upstream_unavailable", async () => {
    const err = await guardedFetch(config, `https://other.test:${port}/`, { resolver, ca: cert }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(OutboundError);
    expect((err as OutboundError).code).toBe("upstream_unavailable");
  });

  it("refuses an untrusted certificate (no ca given)", async () => {
    const err = await guardedFetch(config, `https://pinned.test:${port}/`, { resolver }).catch((e: unknown) => e);
    expect((err as OutboundError).code).toBe("upstream_unavailable");
  });
});
