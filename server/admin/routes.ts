import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod";

import {
  ADMIN_API,
  type ActivityAnswer,
  CODE_REFUSED,
  DEVICE_COOKIE,
  ENROLMENT_CODE_EXPIRED,
  ENROLMENT_CODE_REFUSED,
  type EnrolmentAnswer,
  type EnrolmentCodeAnswer,
  KNOWN_DEVICE_DAYS,
  LOGIN_LOCKED,
  LOGIN_REFUSED,
  LOGIN_SLOWED,
  type ErasureAnswer,
  type LeadListAnswer,
  leadIdSchema,
  type PersonAnswer,
  type RetentionAnswer,
  type LoginAnswer,
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_MINUTES,
  SESSION_COOKIE,
  SIGN_IN_EXPIRED,
  type SessionAnswer,
  type SignOutOthersAnswer,
  activityQuerySchema,
  analyticsQuerySchema,
  enrolmentCodeSchema,
  exportQuerySchema,
  leadQuerySchema,
  loginSchema,
  noteSchema,
  personQuerySchema,
  secondFactorSchema,
  statusChangeSchema,
  totpCodeSchema,
} from "~/lib/admin-api";
import { type AnalyticsReport, reportRange, utcDay } from "~/lib/analytics";
import { isContentKind } from "~/lib/content-kinds";
import type { PublishedItems } from "~/lib/published-content";

import { createAnalyticsReport } from "../analytics/report";
import { reportToCsv } from "../analytics/report-csv";
import { registerContentRoutes } from "../content/routes";
import type { PublishedContent } from "../content/published";
import { createContentStore } from "../content/store";
import type { Database } from "../db/schema";
import type { Dialect } from "../db/text-search";
import type { Erasure } from "../leads/erasure";
import { leadsToCsv, leadsToJson } from "../leads/export";
import type { LeadRepository } from "../leads/repository";

import { createOwnerAccounts } from "./accounts";
import { createActivityLog } from "./activity";
import { createKnownDevices } from "./devices";
import { InboxError, createInbox, noSuchLead } from "./inbox";
import { type AttemptHeld, createLoginGuard } from "./login-guard";
import { verifyPassword } from "./passwords";
import {
  type PendingSignIn,
  type PendingStep,
  createPendingSignIns,
  stepOf,
} from "./pending-sign-ins";
import {
  createSecondFactors,
  enrolmentFor,
  newTotpSecret,
  oneTimeCodeHash,
  totpTimeStep,
} from "./second-factor";
import { type SignedInUser, createSessions } from "./sessions";

export interface AdminRoutesOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  repository: LeadRepository;
  erasure: Erasure;
  retention: RetentionAnswer;
  /** A delivery was queued again: deliver now rather than at the next poll. */
  onRetry: () => void;
  /** A person was erased: send the CRM's delete now rather than at the next poll. */
  onErased: () => void;
  /** The live content, read again at once after a publish here. */
  published: PublishedContent;
}

const STATE_CHANGING = new Set(["POST", "PATCH", "PUT", "DELETE"]);
const SIGN_IN_ROUTES = new Set<string>([
  ADMIN_API.login,
  ADMIN_API.secondFactor,
  ADMIN_API.enrolmentCode,
  ADMIN_API.enrolment,
]);

/** A code was right but used up by a request beside it: the sign-in is refused. */
class CodeUsedUp extends Error {}
const SIGN_IN_FIRST = "Sign in first";
const CROSS_ORIGIN = "Cross-origin request refused";

/** The origin a header names, normalised (default ports dropped), or null. */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const { origin } = new URL(value);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from a page of this site: its Origin (or, when a
 * browser sends none, its Referer) is the server's own origin. Together with the SameSite
 * cookie, this keeps other sites from acting with an owner's session.
 */
function isSameOrigin(request: FastifyRequest): boolean {
  const own = originOf(`${request.protocol}://${request.host}`);
  const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  return own !== null && claimed === own;
}

/**
 * Whether a request that only reads comes from a page of this site: Fetch Metadata says so
 * (`Sec-Fetch-Site: same-origin`); a browser that sends none is judged by its Origin or Referer,
 * as a state-changing request is. A link on another site, even one of ours (`cross-site`,
 * `same-site`), or an address typed or bookmarked (`none`) is refused.
 */
function isFromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  return site === undefined ? isSameOrigin(request) : site === "same-origin";
}

/** A JSON body or none at all: the API reads nothing else. */
function hasNonJsonBody(request: FastifyRequest): boolean {
  const hasBody =
    Number(request.headers["content-length"] ?? 0) > 0 ||
    request.headers["transfer-encoding"] !== undefined;
  const type = request.headers["content-type"] ?? "";
  return hasBody && !/^application\/json\s*(;|$)/i.test(type);
}

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const message = result.error.issues.map((issue) => issue.message).join("; ");
    throw new InboxError(400, message);
  }
  return result.data;
}

/** The owners' sign-in, sessions and the inbox API (see app/lib/admin-api.ts). */
export async function registerAdminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { db, dialect, repository, erasure, retention, onRetry, onErased } = options;
  const accounts = createOwnerAccounts(db);
  const sessions = createSessions(db);
  const devices = createKnownDevices(db);
  const guard = createLoginGuard(db);
  const secondFactors = createSecondFactors(db);
  const pendingSignIns = createPendingSignIns(db);
  const activity = createActivityLog(db);
  const inbox = createInbox(db, dialect, repository, options.published.leadPricing);
  const content = createContentStore(db, activity);
  const analyticsReport = createAnalyticsReport(db);
  /** The report over the range a request names (400 for a range it cannot be). */
  const analyticsOf = (request: FastifyRequest) => {
    const { from, to } = reportRange(
      parsed(analyticsQuerySchema, request.query),
      utcDay(new Date()),
    );
    return analyticsReport(from, to);
  };
  const users = new WeakMap<FastifyRequest, SignedInUser>();

  await app.register(async (admin) => {
    await admin.register(cookie);

    const cookieOptions = (request: FastifyRequest) => ({
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: request.protocol === "https",
    });
    const signOutBrowser = (request: FastifyRequest, reply: FastifyReply) =>
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    // Sent to the sign-in routes only, and gone with the sign-in it stands for.
    const pendingCookieOptions = (request: FastifyRequest) => ({
      ...cookieOptions(request),
      path: ADMIN_API.login,
      maxAge: PENDING_SIGN_IN_MINUTES * 60,
    });
    // Sent with sign-ins only; it outlives sign-out, which is the point of it.
    const deviceCookieOptions = (request: FastifyRequest) => ({
      ...cookieOptions(request),
      path: ADMIN_API.login,
      maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
    });

    admin.addHook("onRequest", async (request, reply) => {
      if (STATE_CHANGING.has(request.method) && !isSameOrigin(request)) {
        return reply.code(403).send({ error: CROSS_ORIGIN });
      }
      if (hasNonJsonBody(request)) {
        return reply.code(415).send({ error: "Content-Type must be application/json" });
      }
      if (SIGN_IN_ROUTES.has(request.routeOptions.url ?? "")) return;
      const token = request.cookies[SESSION_COOKIE];
      const user = token ? await sessions.user(token) : null;
      if (!user) {
        if (token) signOutBrowser(request, reply);
        return reply.code(401).send({ error: SIGN_IN_FIRST });
      }
      users.set(request, user);
    });
    const userOf = (request: FastifyRequest) => users.get(request)!;
    /** The signed-in owner and the client's IP, as the activity log records them. */
    const actorOf = (request: FastifyRequest) => ({ email: userOf(request).email, ip: request.ip });

    /** Counts a sign-in's attempts on its known device, else on its IP and its account. */
    const countersOf = (request: FastifyRequest, email: string, device: string | null) =>
      device ? { device } : { ip: request.ip, account: email };
    const held = (reply: FastifyReply, { retryAfter, slowed }: AttemptHeld) =>
      reply
        .code(429)
        .header("retry-after", String(retryAfter))
        .send({ error: slowed ? LOGIN_SLOWED : LOGIN_LOCKED });
    const signInFailed = (request: FastifyRequest, actor: string | null, step: string) =>
      activity.record({ actor, action: "sign-in-failed", ip: request.ip, detail: { step } });

    admin.post(ADMIN_API.login, async (request, reply): Promise<LoginAnswer | undefined> => {
      const { email, password } = parsed(loginSchema, request.body);
      // A known device of this account is counted on its own, else the IP and the account are.
      const device = await devices.of(email, request.cookies[DEVICE_COOKIE]);
      const answer = await guard.attempt(countersOf(request, email, device), "password");
      if ("retryAfter" in answer) return held(reply, answer);
      const user = await accounts.find(email);
      const matches = await verifyPassword(user?.password_hash ?? null, password);
      await guard.record(answer.attempt, user && matches ? "passed" : "failed");
      if (!user || !matches) {
        // Only an existing account's e-mail is kept: a stranger's typing is not.
        await signInFailed(request, user?.email ?? null, "password");
        return reply.code(401).send({ error: LOGIN_REFUSED });
      }
      // No session yet: the second factor comes first, or (its enrolment code proved) setting
      // one up, with a key made now and shown only once the enrolment code is proved.
      const enrolmentSecret = (await secondFactors.of(user.id)) ? null : newTotpSecret();
      const token = await pendingSignIns.start({
        userId: user.id,
        deviceHash: device,
        enrolmentSecret,
      });
      reply.setCookie(PENDING_SIGN_IN_COOKIE, token, pendingCookieOptions(request));
      return { next: enrolmentSecret ? "enrolment-code" : "code" };
    });

    /**
     * A step after the password: the pending sign-in of the browser's cookie, if it waits for
     * that step, and its attempt counted on the same counters as the password's. Null when the
     * reply has been sent (the sign-in expired, or a counter is full).
     */
    async function countedStep(request: FastifyRequest, reply: FastifyReply, step: PendingStep) {
      const token = request.cookies[PENDING_SIGN_IN_COOKIE];
      const pending = await pendingSignIns.find(token);
      if (!token || !pending || stepOf(pending) !== step) {
        reply.clearCookie(PENDING_SIGN_IN_COOKIE, pendingCookieOptions(request));
        reply.code(410).send({ error: SIGN_IN_EXPIRED });
        return null;
      }
      const answer = await guard.attempt(
        countersOf(request, pending.email, pending.deviceHash),
        "code",
      );
      if ("retryAfter" in answer) {
        held(reply, answer);
        return null;
      }
      return { token, pending, attempt: answer.attempt };
    }

    /**
     * The last step of a sign-in (countedStep), the code read by `check` (a right app code's
     * time step, a recovery code to look up, or null), then in one transaction (so that of
     * concurrent requests one gets through) the pending sign-in completed and the code used up
     * by `use` (null: it was not there to use), then a session opened. Answers what `use`
     * answered, or null when the reply has been sent.
     */
    async function secondStep<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      step: "code" | "enrolment",
      check: (pending: PendingSignIn) => Promise<number | string | null>,
      use: (
        trx: Kysely<Database>,
        pending: PendingSignIn,
        checked: number | string,
      ) => Promise<T | null>,
    ): Promise<{ user: PendingSignIn; result: T } | null> {
      const counted = await countedStep(request, reply, step);
      if (!counted) return null;
      const { token, pending, attempt } = counted;
      const checked = await check(pending);
      let outcome: { result: T } | "expired" | "refused" = "refused";
      if (checked !== null) {
        outcome = await db
          .transaction()
          .execute(async (trx) => {
            if (!(await pendingSignIns.complete(trx, token))) return "expired" as const;
            const result = await use(trx, pending, checked);
            if (result === null) throw new CodeUsedUp();
            return { result };
          })
          .catch((error: unknown) => {
            if (error instanceof CodeUsedUp) return "refused" as const;
            throw error;
          });
      }
      await guard.record(attempt, outcome === "refused" ? "failed" : "passed");
      if (outcome === "refused") {
        await signInFailed(request, pending.email, "second-factor");
        reply.code(401).send({ error: CODE_REFUSED });
        return null;
      }
      reply.clearCookie(PENDING_SIGN_IN_COOKIE, pendingCookieOptions(request));
      if (outcome === "expired") {
        reply.code(410).send({ error: SIGN_IN_EXPIRED });
        return null;
      }
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessions.close(previous);
      reply.setCookie(SESSION_COOKIE, await sessions.open(pending.userId), cookieOptions(request));
      if (!pending.deviceHash) {
        reply.setCookie(
          DEVICE_COOKIE,
          await devices.remember(pending.userId),
          deviceCookieOptions(request),
        );
      }
      request.log.info({ user: pending.email }, "owner signed in");
      return { user: pending, result: outcome.result };
    }

    admin.post(
      ADMIN_API.secondFactor,
      async (request, reply): Promise<SessionAnswer | undefined> => {
        const body = parsed(secondFactorSchema, request.body);
        const done = await secondStep(
          request,
          reply,
          "code",
          async (pending) => {
            if ("recoveryCode" in body) return body.recoveryCode;
            const factor = await secondFactors.of(pending.userId);
            return factor
              ? totpTimeStep(factor.totp_secret, body.code, factor.last_time_step)
              : null;
          },
          async (trx, pending, checked) => {
            const ip = request.ip;
            if (typeof checked === "number") {
              if (!(await secondFactors.useTimeStep(trx, pending.userId, checked))) return null;
              await activity.record(
                { actor: pending.email, action: "sign-in", ip, detail: { method: "totp" } },
                trx,
              );
              return true;
            }
            if (!(await secondFactors.useRecoveryCode(trx, pending.userId, checked))) return null;
            const left = await secondFactors.recoveryCodesLeft(trx, pending.userId);
            await activity.record(
              {
                actor: pending.email,
                action: "sign-in",
                ip,
                detail: { method: "recovery-code", recoveryCodesLeft: left },
              },
              trx,
            );
            return true;
          },
        );
        return done ? { user: { email: done.user.email } } : undefined;
      },
    );

    /**
     * Before an account's app is set up: its enrolment code, counted like a code of the app.
     * Only a right one, still good, shows the app's key; the enrolment then uses it up.
     */
    admin.post(
      ADMIN_API.enrolmentCode,
      async (request, reply): Promise<EnrolmentCodeAnswer | undefined> => {
        const { enrolmentCode } = parsed(enrolmentCodeSchema, request.body);
        const counted = await countedStep(request, reply, "enrolment-code");
        if (!counted) return;
        const { token, pending, attempt } = counted;
        const codeHash = oneTimeCodeHash(enrolmentCode);
        const state = await secondFactors.enrolmentCodeState(pending.userId, codeHash);
        await guard.record(attempt, state === "right" ? "passed" : "failed");
        if (state !== "right") {
          await signInFailed(request, pending.email, "enrolment-code");
          return reply
            .code(state === "expired" ? 403 : 401)
            .send({ error: state === "expired" ? ENROLMENT_CODE_EXPIRED : ENROLMENT_CODE_REFUSED });
        }
        if (!(await pendingSignIns.proveEnrolmentCode(token, codeHash))) {
          reply.clearCookie(PENDING_SIGN_IN_COOKIE, pendingCookieOptions(request));
          return reply.code(410).send({ error: SIGN_IN_EXPIRED });
        }
        return { enrolment: await enrolmentFor(pending.email, pending.enrolmentSecret!) };
      },
    );

    admin.post(
      ADMIN_API.enrolment,
      async (request, reply): Promise<EnrolmentAnswer | undefined> => {
        const { code } = parsed(totpCodeSchema, request.body);
        const done = await secondStep(
          request,
          reply,
          "enrolment",
          (pending) => totpTimeStep(pending.enrolmentSecret!, code),
          async (trx, pending, timeStep) => {
            const recoveryCodes = await secondFactors.enrol(trx, {
              userId: pending.userId,
              secret: pending.enrolmentSecret!,
              timeStep: timeStep as number,
              enrolmentCodeHash: pending.enrolmentCodeHash!,
            });
            if (!recoveryCodes) return null;
            const ip = request.ip;
            await activity.record({ actor: pending.email, action: "two-factor-enrolled", ip }, trx);
            await activity.record(
              { actor: pending.email, action: "sign-in", ip, detail: { method: "totp" } },
              trx,
            );
            return recoveryCodes;
          },
        );
        return done ? { user: { email: done.user.email }, recoveryCodes: done.result } : undefined;
      },
    );

    admin.post(ADMIN_API.logout, async (request, reply) => {
      await sessions.close(request.cookies[SESSION_COOKIE]!);
      signOutBrowser(request, reply);
      await activity.record({ actor: userOf(request).email, action: "sign-out", ip: request.ip });
      return reply.code(204).send();
    });

    // Sessions and devices are rows in the database: every instance stops knowing them at once.
    // Sign-ins waiting for their second step end too: one may be a thief's.
    admin.post(ADMIN_API.signOutOthers, async (request): Promise<SignOutOthersAnswer> => {
      const user = userOf(request);
      const kept = await devices.of(user.email, request.cookies[DEVICE_COOKIE]);
      return db.transaction().execute(async (trx) => {
        const ended = {
          sessions: await sessions.closeOthers(trx, user.id, request.cookies[SESSION_COOKIE]!),
          devices: await devices.forgetOthers(trx, user.id, kept),
        };
        await trx.deleteFrom("admin_pending_sign_ins").where("user_id", "=", user.id).execute();
        await activity.record(
          { actor: user.email, action: "sign-out-others", ip: request.ip, detail: ended },
          trx,
        );
        return ended;
      });
    });

    admin.get(ADMIN_API.session, async (request): Promise<SessionAnswer> => ({
      user: { email: userOf(request).email },
    }));

    // Server-Timing tells the page and the counts apart (the browser's developer tools and
    // `npm run bench:api` show them).
    admin.get(ADMIN_API.leads, async (request, reply): Promise<LeadListAnswer> => {
      const query = parsed(leadQuerySchema, request.query);
      const started = performance.now();
      const { leads, nextCursor } = await inbox.page(query);
      const counted = performance.now();
      const counts = await inbox.counts(query);
      const milliseconds = (from: number, to: number) => (to - from).toFixed(1);
      reply.header(
        "server-timing",
        `page;dur=${milliseconds(started, counted)}, counts;dur=${milliseconds(counted, performance.now())}`,
      );
      return { leads, nextCursor, counts };
    });

    // An export is recorded in the activity log: a link on another site must not make one.
    admin.get(ADMIN_API.export, async (request, reply) => {
      if (!isFromOwnPage(request)) return reply.code(403).send({ error: CROSS_ORIGIN });
      const { format, ...filters } = parsed(exportQuerySchema, request.query);
      const leads = await inbox.exportLeads(filters, format, actorOf(request));
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header("content-disposition", `attachment; filename="leads-${day}.${format}"`)
        .type(format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8");
      return reply.send(format === "csv" ? leadsToCsv(leads) : leadsToJson(leads));
    });

    admin.get(ADMIN_API.daily, async () => inbox.daily());

    // Server-Timing: `npm run bench:api -- --analytics` reads the report's own share.
    admin.get(ADMIN_API.analytics, async (request, reply): Promise<AnalyticsReport> => {
      const started = performance.now();
      const report = await analyticsOf(request);
      reply.header("server-timing", `report;dur=${(performance.now() - started).toFixed(1)}`);
      return report;
    });

    // Like the leads' export, a download for the inbox's own pages only.
    admin.get(ADMIN_API.analyticsExport, async (request, reply) => {
      if (!isFromOwnPage(request)) return reply.code(403).send({ error: CROSS_ORIGIN });
      const report = await analyticsOf(request);
      reply
        .header(
          "content-disposition",
          `attachment; filename="analytics-${report.from}-to-${report.to}.csv"`,
        )
        .type("text/csv; charset=utf-8");
      return reply.send(reportToCsv(report));
    });

    admin.get(ADMIN_API.activity, async (request): Promise<ActivityAnswer> => {
      const { before } = parsed(activityQuerySchema, request.query);
      return activity.page(before);
    });

    // ADMIN_API's builders encode their arguments: the patterns are spelled out. An id the
    // server cannot have made names no lead, and goes no further.
    const lead = `${ADMIN_API.leads}/:id`;
    const leadRoute = {
      preHandler: async (request: FastifyRequest<{ Params: { id: string } }>) => {
        if (!leadIdSchema.safeParse(request.params.id).success) throw noSuchLead();
      },
    };
    admin.get<{ Params: { id: string } }>(lead, leadRoute, async (request) =>
      inbox.detail(request.params.id),
    );

    admin.patch<{ Params: { id: string } }>(lead, leadRoute, async (request) => {
      const { status } = parsed(statusChangeSchema, request.body);
      return inbox.changeStatus(request.params.id, status, actorOf(request));
    });

    admin.post<{ Params: { id: string } }>(`${lead}/notes`, leadRoute, async (request) => {
      const { body } = parsed(noteSchema, request.body);
      return inbox.addNote(request.params.id, body, actorOf(request));
    });

    admin.get(ADMIN_API.retention, async (): Promise<RetentionAnswer> => retention);

    // The address is in the query string, which the log never keeps (../request-log.ts).
    admin.get(ADMIN_API.people, async (request): Promise<PersonAnswer> => {
      const { email } = parsed(personQuerySchema, request.query);
      return { leads: await erasure.count(email), hubspot: erasure.crm };
    });

    admin.delete(ADMIN_API.people, async (request): Promise<ErasureAnswer> => {
      const { email } = parsed(personQuerySchema, request.query);
      const answer = await erasure.erasePerson(email, {
        actor: userOf(request).email,
        ip: request.ip,
      });
      if (answer.hubspot) onErased();
      return answer;
    });

    admin.post<{ Params: { id: string; channel: string } }>(
      `${lead}/deliveries/:channel/retry`,
      leadRoute,
      async (request) => {
        const { id, channel } = request.params;
        const answer = await inbox.retry(id, channel, actorOf(request));
        onRetry();
        return answer;
      },
    );

    registerContentRoutes(admin, {
      store: content,
      actorOf,
      parsed,
      onPublished: () => options.published.refresh(),
    });
  });

  return {
    /**
     * The content a signed-in owner previews a page with, `?preview=<kind>`: the live items with
     * their draft of that kind. Anyone else, or no such kind, previews nothing (the live page).
     */
    async previewOf(request: FastifyRequest): Promise<PublishedItems | null> {
      const { preview } = request.query as { preview?: unknown };
      if (typeof preview !== "string" || !isContentKind(preview)) return null;
      const token = cookie.parse(request.headers.cookie ?? "")[SESSION_COOKIE];
      if (!token || !(await sessions.user(token))) return null;
      const { draft } = await content.item(preview);
      return {
        ...options.published.all(),
        [preview]: draft?.data ?? options.published.current(preview),
      };
    },
  };
}
