import net, { type AddressInfo } from "node:net";

import { describe, expect, it, vi } from "vitest";

import { type TestServer, freshDatabase, testServers, validContact } from "./helpers";

const serverOn = testServers();

/** Sends a raw HTTP/1.1 request (exactly as written) and resolves with the whole answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject).on("close", () => resolve(answer));
  });
}

/** The status, lower-cased headers and body of a raw HTTP/1.1 answer. */
function parseAnswer(raw: string) {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") };
}

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What every answer carries, error or not. */
function expectSecurityHeaders(answer: Answer, label: string) {
  expect(answer.headers["x-content-type-options"], label).toBe("nosniff");
  expect(answer.headers["x-frame-options"], label).toBe("DENY");
  expect(answer.headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(answer.headers["cross-origin-resource-policy"], label).toBe("same-origin");
  expect(String(answer.headers["content-security-policy"]), label).toContain(
    "frame-ancestors 'none'",
  );
}

function expectPrivate(answer: Answer, label: string) {
  expect(answer.headers["cache-control"], label).toBe("no-store");
  expect(answer.headers["x-robots-tag"], label).toBe("noindex, nofollow");
}

/** An error answer tells no framework and repeats nothing of the request. */
function expectPlainError(answer: Answer, label: string, ...notEchoed: string[]) {
  expect(answer.body, label).not.toMatch(/FST_|fastify|statusCode/i);
  for (const text of notEchoed) expect(answer.body, label).not.toContain(text);
}

async function listening(server: TestServer) {
  await server.listen({ host: "127.0.0.1", port: 0 });
  return (server.server.address() as AddressInfo).port;
}

describe("error answers", () => {
  it("answers a malformed URL with 400 and the security headers, naming and echoing nothing", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    for (const url of ["/%c0%ae%c0%ae/x", "/contact/%E0%A4%A", "/api/leads/%c0"]) {
      const answer = await server.inject({ url });
      expect(answer.statusCode, url).toBe(400);
      expectSecurityHeaders(answer, url);
      expectPlainError(answer, url, "%c0", "%E0", "c0%ae", "contact");
      expect(answer.json()).toEqual({ error: "Bad request" });
    }
    for (const url of ["/admin/%c0%ae", "/api/admin/leads/%c0%ae", "/admin?id=%c0"]) {
      const answer = await server.inject({ url });
      expect(answer.statusCode, url).toBeLessThan(500);
      expectSecurityHeaders(answer, url);
      expectPrivate(answer, url);
      expectPlainError(answer, url, "%c0");
    }
    // The same over a real connection.
    const port = await listening(server);
    const raw = parseAnswer(
      await rawRequest(
        port,
        "GET /%c0%ae%c0%ae/x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      ),
    );
    expect(raw.status).toBe(400);
    expectSecurityHeaders({ statusCode: raw.status, headers: raw.headers, body: raw.body }, "raw");
    expect(raw.body).not.toMatch(/FST_|%c0/);
  });

  it("sends the security headers with every kind of refusal", async () => {
    // Four posts get through (each counts, refused or not); the fifth is one too many.
    const server = await serverOn(await freshDatabase("sqlite"), { RATE_LIMIT_MAX: "4" });
    const post = (payload: string, type = "application/json") =>
      server.inject({
        method: "POST",
        url: "/api/leads",
        headers: { "content-type": type },
        payload,
      });
    const answers: [string, Answer, number][] = [
      ["404 page", await server.inject({ url: "/no/such/page" }), 404],
      ["404 API", await server.inject({ url: "/api/nothing" }), 404],
      ["405-ish API", await server.inject({ method: "DELETE", url: "/api/leads" }), 404],
      ["malformed JSON", await post('{"form": <script>evil</script>'), 400],
      ["415", await post("<b>hello</b>", "text/evil"), 415],
      [
        "413",
        await post(
          JSON.stringify({ form: "contact", data: { message: "x".repeat(40_000) }, page: "/" }),
        ),
        413,
      ],
      ["201", await post(JSON.stringify({ form: "contact", data: validContact, page: "/" })), 201],
      ["429", await post(JSON.stringify({ form: "contact", data: validContact, page: "/" })), 429],
    ];
    for (const [label, answer, status] of answers) {
      expect(answer.statusCode, label).toBe(status);
      expectSecurityHeaders(answer, label);
      expectPlainError(answer, label, "evil", "<b>");
    }
    for (const url of ["/api/admin/leads", "/api/admin/nothing", "/admin/nothing"]) {
      const answer = await server.inject({ url });
      expectSecurityHeaders(answer, url);
      expectPrivate(answer, url);
    }
  });

  it("sends the security headers with the answers the HTTP parser makes (bad Host, bad request, 408)", async () => {
    const server = await serverOn(await freshDatabase("sqlite"), { REQUEST_TIMEOUT_MS: "300" });
    const port = await listening(server);
    const answers: [string, string, number][] = [
      ["bad Host", "GET /contact HTTP/1.1\r\nHost: evil host\r\nConnection: close\r\n\r\n", 400],
      ["bad request line", "GET /contact evil HTTP/9\r\n\r\n", 400],
      ["bad header", "GET / HTTP/1.1\r\nHost: localhost\r\nX: a\u0001b\r\n\r\n", 400],
      [
        "stalled body",
        "POST /api/admin/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{",
        408,
      ],
    ];
    for (const [label, request, status] of answers) {
      const answer = parseAnswer(await rawRequest(port, request));
      const asAnswer = { statusCode: answer.status, headers: answer.headers, body: answer.body };
      expect(answer.status, label).toBe(status);
      expectSecurityHeaders(asAnswer, label);
      expectPlainError(asAnswer, label, "evil");
    }
  });

  it("answers a request that arrives while the server closes with 503 and the security headers", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    const port = await listening(server);
    // A lead upload under way keeps its connection open while the server closes; a second
    // request follows it on that connection once the server has stopped listening.
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    const body = JSON.stringify({ form: "contact", data: validContact, page: "/contact" });
    await new Promise<void>((resolve) => {
      socket.setEncoding("utf8").on("data", (chunk: string) => {
        received += chunk;
        if (received.startsWith("HTTP/1.1 100 Continue\r\n\r\n")) resolve();
      });
      socket.write(
        "POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
          `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      );
    });
    const closed = server.close();
    await vi.waitFor(() => expect(server.server.listening).toBe(false));
    socket.write(`${body}GET /contact HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await ended;
    await closed;
    const [, stored = "", late = ""] = received.split(/(?=HTTP\/1\.1 )/);
    expect(stored).toMatch(/^HTTP\/1\.1 201 /);
    const answer = parseAnswer(late);
    expect(answer.status).toBe(503);
    expectSecurityHeaders({ statusCode: 503, ...answer }, "closing");
    expectPlainError({ statusCode: 503, ...answer }, "closing");
    expect(answer.headers.connection).toBe("close");
  });
});
