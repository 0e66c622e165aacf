import { pageMetadata } from "../../handlers/payments/metadata";

describe("page metadata for web evidence", () => {
  it("falls back to Open Graph when title, description or canonical are missing, whatever the attribute order and quotes", () => {
    const html = `<head><meta content='OG title' property='og:title'><META CONTENT="OG &quot;desc&quot;" PROPERTY="og:description"><meta property=og:url content=https://example.com/a></head>`;
    expect(pageMetadata(html, "https://example.com/x")).toEqual({ title: "OG title", description: 'OG "desc"', canonicalUrl: "https://example.com/a" });
  });

  it("prefers <title>, meta description and rel=canonical, resolving a relative canonical against the final URL", () => {
    const html = `<title>Real</title><meta property="og:title" content="OG"><meta name="description" content=" Plain  text "><link href="../b" rel="alternate canonical">`;
    expect(pageMetadata(html, "https://example.com/dir/page")).toEqual({ title: "Real", description: "Plain text", canonicalUrl: "https://example.com/b" });
  });

  it("gives nulls for a page without metadata and never throws on broken markup", () => {
    expect(pageMetadata("<title><meta name=description content=", "https://example.com/")).toEqual({ title: null, description: null, canonicalUrl: null });
    expect(pageMetadata(`<link rel=canonical href="http://[bad">`, "https://example.com/").canonicalUrl).toBeNull();
  });
});
