import http2 from "node:http2";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildServer } from "../../server/app";
import { fixtureClientDir, freshDatabase, testEnv } from "./helpers";

// A self-signed certificate for localhost, made for these tests only.
const fixtures = path.resolve("tests/fixtures/tls");
const cert = path.join(fixtures, "localhost-cert.pem");

describe("HTTPS with HTTP/2", () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  let origin: string;

  beforeAll(async () => {
    app = await buildServer({
      env: testEnv({ TLS_CERT_FILE: cert, TLS_KEY_FILE: path.join(fixtures, "localhost-key.pem") }),
      clientDir: fixtureClientDir(),
      database: await freshDatabase("sqlite"),
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    origin = `https://localhost:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  function get(
    pathname: string,
  ): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const client = http2.connect(origin, { rejectUnauthorized: false });
      client.on("error", reject);
      const request = client.request({ ":path": pathname });
      let body = "";
      let headers: http2.IncomingHttpHeaders = {};
      request.setEncoding("utf8");
      request.on("response", (received) => (headers = received));
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => {
        client.close();
        resolve({ status: Number(headers[":status"]), headers, body });
      });
      request.end();
    });
  }

  it("serves pages over HTTP/2 with HSTS", async () => {
    const page = await get("/contact");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<h1>Contact</h1>");
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  it("answers unknown paths with the 404 page", async () => {
    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Oops! Page not found");
  });

  it("refuses a certificate without its key at start-up", () => {
    expect(() => testEnv({ TLS_CERT_FILE: cert })).toThrow(/TLS_KEY_FILE/);
  });
});
