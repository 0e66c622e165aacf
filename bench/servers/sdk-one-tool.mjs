// The SDK's one-tool example in its documented stateless streamable HTTP shape (McpServer + zod,
// a new server and transport per POST), as plain JavaScript: the cold-start benchmark times a
// process from spawn, so it must not pay for the bench's TypeScript loader.
import { createServer } from "node:http";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";

function getServer() {
  const server = new McpServer({ name: "echo", version: "1.0.0" });
  server.registerTool("echo", { description: "Echo the text back.", inputSchema: { text: z.string() } }, async ({ text }) => ({
    content: [{ type: "text", text }],
  }));
  return server;
}

const http = createServer((req, res) => {
  if (req.method !== "POST") return void res.writeHead(405, { allow: "POST" }).end();
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", async () => {
    const server = getServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on("close", () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, JSON.parse(Buffer.concat(chunks).toString("utf8")));
  });
});
http.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => process.stdout.write(`listening ${http.address().port}\n`));
