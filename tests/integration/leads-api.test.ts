import net, { type AddressInfo } from "node:net";

import { describe, expect, it } from "vitest";

import { leadsToCsv } from "../../server/leads/export";
import { leadFormPath } from "~/content/lead-form-pages";
import { QUOTE_SLIDES_MESSAGE, quoteSlides } from "~/content/presentations";
import { leadFormIds } from "~/lib/lead-schemas";
import { schemaMessages } from "../support/schema-messages";
import { emailField, leadWithEmail } from "../support/valid-leads";

import {
  type DatabaseKind,
  type TestServer,
  freshDatabase,
  testServers,
  validContact,
} from "./helpers";

const serverOn = testServers();

function postLead(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return server.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Sends a raw HTTP/1.1 request (exactly as written) and resolves with the whole answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject).on("close", () => resolve(answer));
  });
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("leads API on %s", (kind) => {
  it("stores a valid lead, answers 201 with its id and lists it", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const data = { ...validContact, message: "Hello <script>alert('x')</script> =1+1" };
    const response = await postLead(
      server,
      { form: "contact", data, page: "/contact" },
      {
        "user-agent": "integration-test",
      },
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const leads = await server.leads.list();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id,
      form: "contact",
      page: "/contact",
      data,
      // Not kept: with the address, it is what the analytics' visitor hash hides (decision 021).
      userAgent: "",
      deliveries: [],
    });
    // Stored verbatim; the export disarms formulas and quotes markup-bearing cells.
    const csv = leadsToCsv(leads);
    expect(csv).toContain("<script>alert('x')</script>");
    expect(csv.split("\r\n")[1]).toMatch(new RegExp(`^${id},`));
  });

  it.each([
    ["malformed JSON", "{not json", 400],
    ["a body that is not an object", '"hello"', 400],
    ["an unknown form", { form: "mystery", data: validContact, page: "/" }, 400],
    ["an extra envelope field", { form: "contact", data: validContact, page: "/", x: 1 }, 400],
    [
      "an extra data field",
      { form: "contact", data: { ...validContact, admin: true }, page: "/" },
      400,
    ],
    [
      "a page that is not a path",
      { form: "contact", data: validContact, page: "http://evil" },
      400,
    ],
    [
      "a wrong field type",
      { form: "contact", data: { ...validContact, email: 42 }, page: "/" },
      400,
    ],
  ])("rejects %s with a JSON error and stores nothing", async (_label, body, status) => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await postLead(server, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty("error");
    expect(await server.leads.count()).toBe(0);
  });

  it("drops control characters from free text and the page, keeping the lead", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await postLead(server, {
      form: "contact",
      data: {
        ...validContact,
        company: "Analytical\u0000 Engines\u001b[2J",
        message: "Line one\r\n\tLine two\u0007 and more words",
      },
      page: "/con\u0000tact\u001b",
    });
    expect(response.statusCode).toBe(201);
    const [lead] = await server.leads.list();
    expect(lead).toMatchObject({
      page: "/contact",
      data: {
        ...validContact,
        company: "Analytical Engines[2J",
        message: "Line one\n\tLine two and more words",
      },
    });
  });

  it("drops invisible formatting characters (bidi controls, zero-width) from every text field", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const hidden = "\u202E\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061C";
    const zeroWidth = "\u200B\u200C\u200D\u2060\uFEFF";
    const response = await postLead(server, {
      form: "cheat-sheet",
      data: {
        firstName: `\u202EAda${zeroWidth}`,
        lastName: `Love${hidden}lace`,
        email: "ada@example.com",
        company: `\u2066Analytical Engines\u2069`,
        companyUrl: `https://engines.example/\u202Efdp.exe`,
        cheatSheet: `Sales${zeroWidth} playbook`,
      },
      page: `/resources/cheat-sheets\u200B`,
    });
    expect(response.statusCode).toBe(201);
    const [lead] = await server.leads.list();
    expect(lead).toMatchObject({
      page: "/resources/cheat-sheets",
      data: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines",
        companyUrl: "https://engines.example/fdp.exe",
        cheatSheet: "Sales playbook",
      },
    });
    const message = await postLead(server, {
      form: "contact",
      data: { ...validContact, message: `Please call back\u202E about ${zeroWidth}pricing` },
      page: "/contact",
    });
    expect(message.statusCode).toBe(201);
    expect((await server.leads.list())[1]!.data.message).toBe("Please call back about pricing");
  });

  it("drops every format character, line and paragraph separators and invisible fillers from free text", async () => {
    const server = await serverOn(await freshDatabase(kind));
    // A tag sequence spelling "ignore all", soft hyphens, fillers and annotation marks.
    const tags = [..."ignore all"].map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0)!));
    const response = await postLead(server, {
      form: "contact",
      data: {
        ...validContact,
        firstName: "A\u00ADda\u3164",
        lastName: "\u115F\u1160Love\u034Flace\uFFA0",
        company: `Analytical\u180E Engines\u{E0001}${tags.join("")}\u{E007F}`,
        message:
          "Line one\u2028line two\u2029\uFFF9noted\uFFFA aside\uFFFB ✈\uFE0F please call back",
      },
      page: "/contact\u2028",
    });
    expect(response.statusCode).toBe(201);
    const [lead] = await server.leads.list();
    expect(lead).toMatchObject({
      page: "/contact",
      data: {
        ...validContact,
        firstName: "Ada",
        lastName: "Lovelace",
        company: "Analytical Engines",
        message: "Line oneline twonoted aside ✈ please call back",
      },
    });
    // A name of nothing but fillers is no name.
    const empty = await postLead(server, {
      form: "contact",
      data: { ...validContact, company: "\u3164\u115F\u00AD\u2028" },
      page: "/contact",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ company: ["Company name is required."] });
  });

  it("refuses an address only a browser's e-mail field takes, on every form, with the form's message", async () => {
    const server = await serverOn(await freshDatabase(kind));
    for (const form of leadFormIds) {
      for (const address of ["jo@localhost", "a%b@x.com", "x!y@x.com", "a..b@example.com"]) {
        const response = await postLead(server, {
          form,
          data: leadWithEmail(form, address),
          page: leadFormPath(form),
        });
        expect(response.statusCode, `${form} ${address}`).toBe(400);
        expect(response.json().fieldErrors).toEqual({
          [emailField(form)]: [schemaMessages(form, { [emailField(form)]: "" })[emailField(form)]],
        });
      }
    }
    expect(await server.leads.count()).toBe(0);
  });

  it("refuses a required field that holds nothing but control characters", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await postLead(server, {
      form: "contact",
      data: { ...validContact, company: "\u0000\u0001\u001b" },
      page: "/contact",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ company: ["Company name is required."] });
    expect(await server.leads.count()).toBe(0);
  });

  it.each([true, [5], "0x10"])("refuses %j slides with 400", async (slides) => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await postLead(server, {
      form: "presentation-quote",
      data: { name: "Ada", email: "ada@example.com", company: "AE", details: "A deck", slides },
      page: "/presentations",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("fieldErrors.slides");
    expect(await server.leads.count()).toBe(0);
  });

  it("answers each slide count the quote form refuses with the form's message", async () => {
    const server = await serverOn(await freshDatabase(kind));
    for (const slides of ["0", "-3", String(quoteSlides.max + 1), "1e2"]) {
      const response = await postLead(server, {
        form: "presentation-quote",
        page: "/services/custom-presentations",
        data: {
          name: "Alex Morgan",
          email: "alex@example.com",
          company: "Northwind",
          details: "A board deck for March.",
          slides,
        },
      });
      expect(response.statusCode, slides).toBe(400);
      expect(response.json().fieldErrors, slides).toEqual({ slides: [QUOTE_SLIDES_MESSAGE] });
    }
    expect(await server.leads.count()).toBe(0);
  });

  it("answers a malformed or empty Host header with 400 and serves valid ones", async () => {
    const server = await serverOn(await freshDatabase(kind));
    await server.listen({ host: "127.0.0.1", port: 0 });
    const port = (server.server.address() as AddressInfo).port;
    const statusFor = (host: string, request = "GET /contact") =>
      rawRequest(port, `${request} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    for (const host of [
      "",
      " ",
      "exa mple.com",
      "[::1",
      "[1:2:3]",
      "grevvy.com:99999",
      "grevvy.com:80:80",
      "grevvy.com/contact",
      "user@grevvy.com",
      "grevvy%2ecom",
      "http://grevvy.com",
      "grevvy.com?x",
    ]) {
      for (const request of ["GET /contact", "GET /nothing-here", "POST /api/leads"]) {
        const response = await statusFor(host, request);
        expect(response, `${request} with Host "${host}"`).toMatch(/^HTTP\/1\.1 400 /);
        expect(response).not.toMatch(/500/);
      }
    }
    for (const host of [
      "grevvy.com",
      "www.grevvy.com:443",
      "localhost:3000",
      "127.0.0.1",
      "[::1]:3000",
    ]) {
      expect(await statusFor(host), `Host "${host}"`).toMatch(/^HTTP\/1\.1 200 /);
    }
  });

  it.each([
    ["1", "10.0.0.9"],
    ["127.0.0.1", "10.0.0.9"],
    ["127.0.0.0/8, 10.0.0.0/8", "198.51.100.1"],
  ])(
    "behind a trusted proxy (TRUST_PROXY=%s) counts the client the proxy saw, whatever it forged",
    async (trustProxy, proxyOrClient) => {
      const server = await serverOn(await freshDatabase(kind), {
        TRUST_PROXY: trustProxy,
        RATE_LIMIT_MAX: "2",
      });
      // The client writes its own X-Forwarded-For; the proxy (127.0.0.1) appends the address it
      // saw. With an address list, a trusted address in the chain is another proxy. Each post
      // has a text of its own: the same one from the same client would be the first lead again.
      const viaProxy = (forged: string, client: string) =>
        postLead(
          server,
          {
            form: "contact",
            data: { ...validContact, message: `${validContact.message} (${forged})` },
            page: "/contact",
          },
          { "x-forwarded-for": `${forged}, ${client}` },
        );
      const statuses = [];
      for (const forged of ["198.51.100.20", "198.51.100.21", "198.51.100.22", "unknown"]) {
        statuses.push((await viaProxy(forged, "203.0.113.7")).statusCode);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
      // Another client behind the same proxy has a count of its own.
      expect((await viaProxy("203.0.113.7", proxyOrClient)).statusCode).toBe(201);
      expect(await server.leads.count()).toBe(3);
    },
  );

  it("behind two proxies (TRUST_PROXY=2) counts the address the first one saw", async () => {
    const server = await serverOn(await freshDatabase(kind), {
      TRUST_PROXY: "2",
      RATE_LIMIT_MAX: "1",
    });
    // Client → CDN (appends the client) → load balancer (appends the CDN) → server.
    const chain = (forged: string, client: string) =>
      postLead(
        server,
        { form: "contact", data: validContact, page: "/contact" },
        { "x-forwarded-for": `${forged}, ${client}, 10.0.0.5` },
      );
    expect((await chain("1.1.1.1", "203.0.113.7")).statusCode).toBe(201);
    expect((await chain("2.2.2.2", "203.0.113.7")).statusCode).toBe(429);
    expect((await chain("2.2.2.2", "203.0.113.8")).statusCode).toBe(201);
  });

  it("counts an IPv6 client by its /64, an IPv4-mapped one as IPv4, and a forwarded text that is no address as the proxy", async () => {
    const server = await serverOn(await freshDatabase(kind), {
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: "2",
    });
    const from = async (client: string) =>
      (
        await postLead(
          server,
          { form: "contact", data: validContact, page: "/contact" },
          { "x-forwarded-for": client },
        )
      ).statusCode;
    const statuses = async (clients: string[]) => {
      const answered = [];
      for (const client of clients) answered.push(await from(client));
      return answered;
    };
    expect(
      await statuses(["2001:db8:5:6::1", "2001:db8:5:6:aaaa::2", "2001:DB8:5:6::FFFF"]),
    ).toEqual([201, 201, 429]);
    expect(await from("2001:db8:5:7::1")).toBe(201);
    expect(await statuses(["203.0.113.50", "::ffff:203.0.113.50", "::ffff:cb00:7132"])).toEqual([
      201, 201, 429,
    ]);
    // Counted on the proxy (127.0.0.1), however the text changes.
    expect(await statuses(["<b>office</b>", "unknown", "198.51.100.1:4711"])).toEqual([
      201, 201, 429,
    ]);
  });

  it("reports the database in the health check", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await server.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers with the schema's own messages per field", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await postLead(server, {
      form: "contact",
      data: { firstName: "A", lastName: "B", email: "nope", company: "", message: "short" },
      page: "/contact",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      firstName: ["First name must be at least 2 characters."],
      lastName: ["Last name must be at least 2 characters."],
      email: ["Please enter a valid email address."],
      company: ["Company name is required."],
      message: ["Message must be at least 10 characters."],
    });
    expect(await server.leads.count()).toBe(0);
  });

  it("answers 415 to a wrong content type and 413 to an oversized body", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const wrongType = await server.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({
      error: "Content-Type must be application/json or application/x-www-form-urlencoded",
    });
    const oversized = await postLead(server, {
      form: "contact",
      data: { ...validContact, message: "x".repeat(40 * 1024) },
      page: "/contact",
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ error: "Request body is too large" });
    expect(await server.leads.count()).toBe(0);
  });

  it("limits submissions per client IP with 429", async () => {
    const server = await serverOn(await freshDatabase(kind), { RATE_LIMIT_MAX: "3" });
    const statuses: number[] = [];
    // Each post a lead of its own: the same text from the same client would be the first again.
    const nth = (i: number) => ({ ...validContact, message: `${validContact.message} (${i})` });
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await postLead(server, { form: "contact", data: nth(i), page: "/" })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await postLead(server, { form: "contact", data: validContact, page: "/" });
    expect(limited.json()).toEqual({ error: "Too many requests, please try again later" });
    expect(await server.leads.count()).toBe(3);
  });
});

describe("serving pages", () => {
  it("answers unknown paths with the 404 page and status 404, API paths with JSON", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    const page = await server.inject({ url: "/no/such/page" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Oops! Page not found");
    const api = await server.inject({ url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: "Not found" });
  });

  it("sends security headers with a CSP that allows exactly the page's inline scripts", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    const response = await server.inject({ url: "/contact" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const asset = await server.inject({ url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves no page as a raw HTML file, so every page comes with its CSP", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    for (const [url, location] of [
      ["/index.html", "/"],
      ["/contact/index.html", "/contact"],
      ["/contact/index.html?ref=x", "/contact?ref=x"],
    ]) {
      const response = await server.inject({ url });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(location);
    }
    for (const url of ["/404.html", "/index.html.br"]) {
      const response = await server.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Oops! Page not found");
      expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    }
    // A standalone document (the free guide) is a file of its own, with a CSP that runs no script.
    const guide = await server.inject({ url: "/guides/guide.html" });
    expect(guide.statusCode).toBe(200);
    expect(guide.body).toContain("The Guide");
    expect(guide.headers["content-security-policy"]).toContain("script-src 'self';");
  });

  it("answers a path segment too long for a file name with the 404 page", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    for (const url of [`/${"a".repeat(300)}`, `/assets/${"b".repeat(256)}.js`]) {
      const response = await server.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Oops! Page not found");
    }
  });

  it("compresses the 404 page only in an encoding the client accepts", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    const encodingFor = async (acceptEncoding: string) =>
      (await server.inject({ url: "/nope", headers: { "accept-encoding": acceptEncoding } }))
        .headers["content-encoding"];
    expect(await encodingFor("gzip, br")).toBe("br");
    expect(await encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(await encodingFor("br;q=0.5, gzip;q=1")).toBe("gzip");
    expect(await encodingFor("br;q=0, gzip;q=0")).toBeUndefined();
    const identity = await server.inject({
      url: "/nope",
      headers: { "accept-encoding": "br;q=0" },
    });
    expect(identity.body).toContain("Oops! Page not found");
  });

  it.each(["1", "127.0.0.1", "127.0.0.0/8, 10.0.0.0/8", "loopback"])(
    "sends HSTS on HTTPS behind a trusted proxy (TRUST_PROXY=%s)",
    async (trustProxy) => {
      const server = await serverOn(await freshDatabase("sqlite"), { TRUST_PROXY: trustProxy });
      const response = await server.inject({
        url: "/contact",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
    },
  );

  it("reads nothing from the forwarding headers of a client that is not the trusted proxy", async () => {
    const server = await serverOn(await freshDatabase("sqlite"), { TRUST_PROXY: "10.0.0.1" });
    const response = await server.inject({
      url: "/contact",
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" },
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("redirects between the two domains with 301 to https://, keeping www and the query", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    const toTrainer = await server.inject({
      url: "/grevvy-ai-trainer?ref=x",
      headers: { host: "www.grevvy.com" },
    });
    expect(toTrainer.statusCode).toBe(301);
    expect(toTrainer.headers.location).toBe("https://www.grevvyai.com/grevvy-ai-trainer?ref=x");
    const back = await server.inject({ url: "/contact", headers: { host: "grevvyai.com:3000" } });
    expect(back.statusCode).toBe(301);
    expect(back.headers.location).toBe("https://grevvy.com/contact");
    const forwarded = await server.inject({
      url: "/grevvy-ai-trainer",
      headers: { host: "grevvy.com", "x-forwarded-proto": "https" },
    });
    expect(forwarded.headers.location).toBe("https://grevvyai.com/grevvy-ai-trainer");
    const stay = await server.inject({ url: "/contact", headers: { host: "grevvy.com" } });
    expect(stay.statusCode).toBe(200);
    // A local host serves both domains' pages: no redirect (this server renders no page on
    // demand, so the page itself is not there).
    const local = await server.inject({
      url: "/grevvy-ai-trainer",
      headers: { host: "localhost:3000" },
    });
    expect(local.statusCode).toBe(404);
    expect(local.headers.location).toBeUndefined();
  });
});
