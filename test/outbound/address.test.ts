import { classifyAddress, outboundConfigFrom, refusedClass } from "../../generator/platform/http";

describe("classifyAddress", () => {
  const table: [string, string][] = [
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["::ffff:192.168.1.1", "private"],
    ["169.254.1.1", "link-local"],
    ["fe80::1", "link-local"],
    ["100.64.0.1", "cgnat"],
    ["100.127.255.254", "cgnat"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["fc00::1", "unique-local"],
    ["fd12:3456::1", "unique-local"],
    ["169.254.169.254", "metadata"],
    ["::ffff:169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["100.100.100.200", "metadata"],
    ["255.255.255.255", "reserved"],
    ["64:ff9b::a00:1", "private"],
    ["8.8.8.8", "public"],
    ["172.32.0.1", "public"],
    ["100.128.0.1", "public"],
    ["2606:4700::1111", "public"],
    ["::ffff:8.8.8.8", "public"],
  ];
  it.each(table)("%s is %s", (address, want) => {
    expect(classifyAddress(address)).toBe(want);
  });
});

describe("outboundConfigFrom", () => {
  it("has documented defaults and refuses every non-public class", () => {
    const c = outboundConfigFrom({});
    expect(c).toMatchObject({ maxRedirects: 5, connectTimeoutMs: 5000, totalTimeoutMs: 15000, maxBodyBytes: 1048576 });
    expect(refusedClass(c, "127.0.0.1")).toBe("loopback");
    expect(refusedClass(c, "8.8.8.8")).toBeUndefined();
  });

  it("widens by class name and by CIDR, and nothing else", () => {
    const c = outboundConfigFrom({ MCPFORGE_OUTBOUND_ALLOW: "loopback, 10.1.0.0/16,fd12::/16" });
    expect(refusedClass(c, "127.0.0.1")).toBeUndefined();
    // IPv4-mapped and 6to4 forms are refused whatever they carry (issue 30 item 8), loopback allowed or not.
    expect(refusedClass(c, "::ffff:127.0.0.1")).toBe("reserved");
    expect(refusedClass(c, "10.1.200.3")).toBeUndefined();
    expect(refusedClass(c, "fd12:1::5")).toBeUndefined();
    expect(refusedClass(c, "10.2.0.1")).toBe("private");
    expect(refusedClass(c, "169.254.169.254")).toBe("metadata");
  });

  it.each([["::ffff:8.8.8.8"], ["::ffff:0808:0808"], ["2002:808:808::1"], ["2002::"], ["[2002:7f00:1::]"]])(
    "refuses %s explicitly as reserved (IPv4-mapped ::ffff:0:0/96, 6to4 2002::/16), even a public IPv4 inside",
    (address) => {
      expect(refusedClass(outboundConfigFrom({}), address)).toBe("reserved");
    },
  );

  it("reads a purpose's own allowlist: the URL-check list is not the upstreams'", () => {
    const env = { MCPFORGE_OUTBOUND_ALLOW: "loopback" };
    expect(refusedClass(outboundConfigFrom(env), "127.0.0.1")).toBeUndefined();
    const checks = outboundConfigFrom(env, "MCPFORGE_URL_CHECK_ALLOW");
    expect([checks.allowVar, refusedClass(checks, "127.0.0.1")]).toEqual(["MCPFORGE_URL_CHECK_ALLOW", "loopback"]);
    expect(() => outboundConfigFrom({ MCPFORGE_URL_CHECK_ALLOW: "intranet" }, "MCPFORGE_URL_CHECK_ALLOW")).toThrow(/^MCPFORGE_URL_CHECK_ALLOW: "intranet"/);
  });

  it.each([["localhost"], ["10.0.0.0/33"], ["10.0.0.0/8/1"], ["fd00::/129"], ["10.0.0.0/x"]])(
    "refuses the entry %s naming it",
    (entry) => {
      expect(() => outboundConfigFrom({ MCPFORGE_OUTBOUND_ALLOW: entry })).toThrow(
        `MCPFORGE_OUTBOUND_ALLOW: "${entry}"`,
      );
    },
  );

  it("refuses a bad limit naming the variable", () => {
    expect(() => outboundConfigFrom({ MCPFORGE_OUTBOUND_MAX_BODY_BYTES: "-1" })).toThrow(
      "MCPFORGE_OUTBOUND_MAX_BODY_BYTES",
    );
    expect(() => outboundConfigFrom({ MCPFORGE_OUTBOUND_MAX_REDIRECTS: "x" })).toThrow(
      "MCPFORGE_OUTBOUND_MAX_REDIRECTS",
    );
  });
});
