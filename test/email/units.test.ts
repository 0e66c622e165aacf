import { statSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pino from "pino";
import { loadConfig } from "../../generator/runtime";
import { presentedKey } from "../../handlers/email/auth";
import { decrypt, encrypt, hashPassword, loadSecretKey, verifyPassword } from "../../handlers/email/crypto";
import { normaliseDomain, parseRecipients } from "../../handlers/email/names";
import { splitTxt } from "../../handlers/email/records";
import { emailSettingsFrom } from "../../handlers/email/settings";
import { folderFor } from "../../handlers/email/smtp-inbound";
import { tempDir } from "./harness";

describe("email: names", () => {
  test.each([
    ["mail.example.com", "mail.example.com"],
    ["Mail.Example.COM", "mail.example.com"],
    ["post.bücher.example", "post.xn--bcher-kva.example"],
    ["xn--bcher-kva.com", "xn--bcher-kva.com"],
  ])("%s is accepted as %s", (given, want) => {
    expect(normaliseDomain(given)).toEqual({ ok: true, name: want });
  });

  test.each([
    ["co.uk", /public suffix/],
    ["github.io", /public suffix/],
    ["printer.local", /reserved/],
    ["x.localhost", /reserved/],
    ["bad.invalid", /reserved/],
  ])("%s is refused", (given, why) => {
    const r = normaliseDomain(given);
    expect(r.ok).toBe(false);
    expect((r as { problem: string }).problem).toMatch(why);
  });

  test("recipients: trimmed, domain lower-cased, duplicates dropped case-insensitively, order kept", () => {
    expect(parseRecipients(" B@Example.org ,a@x.net, b@example.org,A@X.NET ")).toEqual(["B@example.org", "a@x.net"]);
  });

  test("TXT values split into character-strings of at most 255 bytes, never inside a character", () => {
    const value = `v=DKIM1; p=${"ä".repeat(300)}`;
    const parts = splitTxt(value);
    expect(parts.join("")).toBe(value);
    expect(parts.every((p) => Buffer.byteLength(p) <= 255)).toBe(true);
    expect(parts.length).toBe(3);
    expect(splitTxt("short")).toEqual(["short"]);
  });
});

describe("email: secrets", () => {
  test("passwords are stored as salted scrypt hashes that verify only the right password", async () => {
    const a = await hashPassword("correct-horse-battery");
    const b = await hashPassword("correct-horse-battery");
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b); // salted
    expect(a).not.toContain("correct-horse");
    expect(await verifyPassword("correct-horse-battery", a)).toBe(true);
    expect(await verifyPassword("correct-horse-batterY", a)).toBe(false);
  });

  test("DKIM keys are encrypted with the secret key; another key cannot read them", () => {
    const key = Buffer.alloc(32, 7);
    const sealed = encrypt("-----BEGIN PRIVATE KEY-----", key);
    expect(sealed).not.toContain("PRIVATE");
    expect(decrypt(sealed, key)).toBe("-----BEGIN PRIVATE KEY-----");
    expect(() => decrypt(sealed, Buffer.alloc(32, 8))).toThrow(/EMAIL_SECRET_KEY is not the key/);
  });

  test("the development key creates a missing data directory 0700 whatever the umask (it may run before the database does)", () => {
    const tmp = tempDir();
    const umask = process.umask(0o022);
    try {
      const dir = join(tmp.dir, "new", "data");
      loadSecretKey({ MCPFORGE_DATA_DIR: dir }, pino({ level: "silent" }));
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(join(tmp.dir, "new")).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(umask);
      tmp.cleanup();
    }
  });

  test("without EMAIL_SECRET_KEY a development key is generated into the data directory once, with a warning", () => {
    const tmp = tempDir();
    try {
      const warnings: string[] = [];
      const logger = pino({ level: "warn" }, { write: (line: string) => void warnings.push(JSON.parse(line).msg) });
      const first = loadSecretKey({ MCPFORGE_DATA_DIR: tmp.dir }, logger);
      const file = join(tmp.dir, "email-secret.key");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64")).toEqual(first);
      expect(loadSecretKey({ MCPFORGE_DATA_DIR: tmp.dir }, logger)).toEqual(first);
      expect(warnings[0]).toMatch(/EMAIL_SECRET_KEY is not set: generated a development key/);
      expect(loadSecretKey({ EMAIL_SECRET_KEY: "ab".repeat(32), MCPFORGE_DATA_DIR: tmp.dir }, logger)).toEqual(
        Buffer.alloc(32, 0xab),
      );
      expect(() => loadSecretKey({ EMAIL_SECRET_KEY: "too-short" }, logger)).toThrow(
        /EMAIL_SECRET_KEY must be 32 bytes/,
      );
    } finally {
      tmp.cleanup();
    }
  });
});

describe("email: how the API key is presented", () => {
  const config = loadConfig({ EMAIL_API_KEY: "mfe_from_env" });
  test.each([
    ["HTTP with a Bearer header", "http", { host: "127.0.0.1:8080", authorization: "Bearer mfe_abc" }, "mfe_abc"],
    ["HTTP with another scheme", "http", { host: "127.0.0.1:8080", authorization: "Basic eDp5" }, ""],
    ["HTTP without a header: EMAIL_API_KEY is not used", "http", { host: "127.0.0.1:8080" }, null],
    ["HTTP/1.0 without Host: EMAIL_API_KEY is not used", "http", {}, null],
    ["stdio: EMAIL_API_KEY", "stdio", {}, "mfe_from_env"],
  ] as const)("%s", (_name, transport, headers, want) => {
    expect(presentedKey({ transport, headers, config })).toBe(want);
  });
});

describe("email: configuration and filing rules", () => {
  test("defaults, and errors that name the variable", () => {
    const s = emailSettingsFrom({ EMAIL_HOSTNAME: "relay.example.net" });
    expect(s).toMatchObject({
      spfInclude: "_spf.relay.example.net",
      mxHost: "relay.example.net",
      ladder: [50, 200, 1000, 5000],
      submission: { host: "127.0.0.1", port: 2587 },
      inbound: { host: "127.0.0.1", port: 2525 },
      smtpRelay: null,
      dnsServers: [],
      pendingDomainTtlHours: 72,
      smtpMaxClients: 100,
      smtpIdleTimeoutMs: 60_000,
      maxMessageBytes: 5 * 1024 * 1024,
    });
    expect(emailSettingsFrom({ EMAIL_PENDING_DOMAIN_TTL_HOURS: "24" }).pendingDomainTtlHours).toBe(24);
    expect(() => emailSettingsFrom({ EMAIL_PENDING_DOMAIN_TTL_HOURS: "0" })).toThrow(
      /EMAIL_PENDING_DOMAIN_TTL_HOURS must be an integer ≥ 1/,
    );
    expect(
      emailSettingsFrom({ EMAIL_INBOUND_SMTP: "off", EMAIL_DNS_SERVERS: "127.0.0.1:5353, 10.0.0.2" }),
    ).toMatchObject({ inbound: null, dnsServers: ["127.0.0.1:5353", "10.0.0.2"] });
    expect(() => emailSettingsFrom({ EMAIL_SMTP_RELAY: "http://x" })).toThrow(/EMAIL_SMTP_RELAY must start with smtp/);
    expect(() => emailSettingsFrom({ EMAIL_RUNG_LADDER: "200,50" })).toThrow(/EMAIL_RUNG_LADDER must be increasing/);
    expect(() => emailSettingsFrom({ EMAIL_SUBMISSION_SMTP: "2587" })).toThrow(
      /EMAIL_SUBMISSION_SMTP must be host:port/,
    );
    expect(() => emailSettingsFrom({ EMAIL_SUBMISSION_TLS_CERT: "/x.pem" })).toThrow(/must be set together/);
  });

  test.each([
    [{ spf: "pass", dkim: "pass", dmarc: "pass" }, "inbox"],
    [{ spf: "none", dkim: "none", dmarc: "none" }, "inbox"],
    [{ spf: "pass", dkim: "temperror", dmarc: "pass" }, "inbox"],
    [{ spf: "pass", dkim: "fail", dmarc: "pass" }, "spam"],
    [{ spf: "pass", dkim: "neutral", dmarc: "pass" }, "spam"],
    [{ spf: "fail", dkim: "none", dmarc: "none" }, "spam"],
    [{ spf: "softfail", dkim: "none", dmarc: "fail" }, "spam"],
  ] as const)("%j is filed to %s", (verdict, folder) => {
    expect(folderFor(verdict)).toBe(folder);
  });
});
