import net from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildServer } from "../../server/app";

import { fixtureClientDir, freshDatabase, tempDir, testEnv } from "./helpers";
import { serverBundle, startServer } from "./server-process";

const bundle = serverBundle();
beforeAll(() => bundle.build());
afterAll(() => bundle.remove());

/**
 * Opens a connection and sends the headers of a lead POST and only the start of its body. The
 * headers ask for "100 Continue", so the server has surely begun the request when this resolves.
 */
async function stalledUpload(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => {});
  let received = "";
  const closed = new Promise<string>((resolve) => socket.once("close", () => resolve(received)));
  await new Promise<void>((resolve) => {
    socket.setEncoding("utf8").on("data", (chunk: string) => {
      received += chunk;
      if (received.startsWith("HTTP/1.1 100 Continue\r\n\r\n")) resolve();
    });
    socket.write(
      "POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        "Content-Length: 500\r\nExpect: 100-continue\r\n\r\n",
    );
  });
  socket.write('{"form":"contact","data":{');
  return { closed };
}

/** A keep-alive connection that has finished one request and now sits idle. */
async function idleKeepAlive(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  await new Promise<void>((resolve) => {
    socket.once("data", () => resolve());
    socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n");
  });
  return { socket, closed };
}

describe("slow clients", () => {
  it("answers a request whose body stops arriving with 408 and closes the connection", async () => {
    const app = await buildServer({
      env: testEnv({ REQUEST_TIMEOUT_MS: "500" }),
      clientDir: fixtureClientDir(),
      database: await freshDatabase("sqlite"),
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    try {
      const { closed } = await stalledUpload((app.server.address() as net.AddressInfo).port);
      expect(await closed).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 408 /);
      expect(await app.leads.count()).toBe(0);
    } finally {
      await app.close();
    }
  });

  it("exits within the shutdown bound on SIGTERM despite a stalled upload and idle keep-alive", async () => {
    const server = await startServer(bundle.entry, {
      SQLITE_PATH: `${tempDir("grevvy-shutdown")}/leads.db`,
      CLIENT_DIR: fixtureClientDir(),
      SHUTDOWN_TIMEOUT_MS: "1000",
    });
    const port = Number(new URL(server.url).port);
    const idle = await idleKeepAlive(port);
    const upload = await stalledUpload(port);
    server.child.kill("SIGTERM");
    // The idle connection is closed at once; the stalled upload is cut when the bound runs out.
    await idle.closed;
    expect(await server.exited).toBe(1);
    await upload.closed;
  }, 15_000);

  it("exits cleanly on SIGTERM when nothing is in flight", async () => {
    const server = await startServer(bundle.entry, {
      SQLITE_PATH: `${tempDir("grevvy-shutdown")}/leads.db`,
      CLIENT_DIR: fixtureClientDir(),
    });
    const idle = await idleKeepAlive(Number(new URL(server.url).port));
    server.child.kill("SIGTERM");
    await idle.closed;
    expect(await server.exited).toBe(0);
  }, 15_000);
});
