/**
 * The minimal MCP Apps host the browser test runs (bundled by esbuild at test time): the official
 * AppBridge of @modelcontextprotocol/ext-apps talks to the view in a sandboxed iframe over
 * postMessage. The view's tools/call requests go to `hostCallTool`, which the test exposes from
 * Node: it calls the real server as the signed-in person the host acts for.
 */
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

declare global {
  interface Window {
    hostCallTool(params: unknown): Promise<any>;
    hostView(html: string, input: Record<string, unknown>, result: Record<string, unknown>): Promise<void>;
    openedLinks: string[];
  }
}

window.openedLinks = [];

/** What a host puts in front of a view whose resource declares no domains: no network at all. */
const CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; connect-src 'none'";

window.hostView = async (html, input, result) => {
  const iframe = document.createElement("iframe");
  iframe.setAttribute("sandbox", "allow-scripts allow-forms");
  iframe.title = "MCP App view";
  iframe.style.cssText = "width:800px;height:1000px;border:0;display:block";
  document.body.append(iframe);
  const bridge = new AppBridge(null, { name: "mcpforge-test-host", version: "1.0.0" }, { serverTools: {}, openLinks: {} });
  bridge.oncalltool = async (params) => window.hostCallTool(params);
  bridge.onopenlink = async ({ url }) => (window.openedLinks.push(url), {});
  const initialized = new Promise<void>((resolve) => (bridge.oninitialized = () => resolve()));
  await bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
  iframe.srcdoc = html.replace("<head>", `<head><meta http-equiv="Content-Security-Policy" content="${CSP}">`);
  await initialized;
  await bridge.sendToolInput({ arguments: input });
  await bridge.sendToolResult(result as never);
};
