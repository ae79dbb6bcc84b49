import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

import {
  CONTENT_API,
  type ContentHistoryAnswer,
  type ContentItemAnswer,
  type ContentProblemsAnswer,
  draftSchema,
  publishSchema,
  restoreSchema,
} from "~/lib/content-api";
import { type ContentKindId, isContentKind } from "~/lib/content-kinds";

import { ContentError, type ContentActor, type ContentStore } from "./store";

export interface ContentRoutesOptions {
  store: ContentStore;
  /** The signed-in owner and the client's IP. */
  actorOf: (request: FastifyRequest) => ContentActor;
  /** A request's body or query read by its schema, a 400 otherwise. */
  parsed: <T extends z.ZodType>(schema: T, input: unknown) => z.output<T>;
  /** A version was published or restored: live here before the answer goes. */
  onPublished: () => Promise<void>;
}

type KindRequest = FastifyRequest<{ Params: { kind: string } }>;

/** The kind a route's path names; an unknown one names nothing (404). */
function kindOf(request: KindRequest): ContentKindId {
  const { kind } = request.params;
  if (!isContentKind(kind)) throw new ContentError(404, "No such content");
  return kind;
}

/** A refusal with its problems per field; anything else goes to the server's error answers. */
async function answering<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ContentError) || error.problems.length === 0) throw error;
    const answer: ContentProblemsAnswer = { error: error.message, problems: error.problems };
    return reply.code(400).send(answer);
  }
}

/**
 * The content editor's API (app/lib/content-api.ts), registered inside the admin routes' scope:
 * their hook has already refused anonymous and cross-site requests.
 */
export function registerContentRoutes(admin: FastifyInstance, options: ContentRoutesOptions) {
  const { store, actorOf, parsed, onPublished } = options;
  // CONTENT_API's builders take a kind: the patterns are spelled out.
  const item = CONTENT_API.item(":kind" as ContentKindId);

  admin.get(item, async (request: KindRequest): Promise<ContentItemAnswer> =>
    store.item(kindOf(request)),
  );

  admin.put(`${item}/draft`, async (request: KindRequest, reply) => {
    const kind = kindOf(request);
    const { data } = parsed(draftSchema, request.body);
    return answering(reply, () => store.saveDraft(kind, data, actorOf(request)));
  });

  admin.delete(`${item}/draft`, async (request: KindRequest, reply) => {
    await store.discardDraft(kindOf(request));
    return reply.code(204).send();
  });

  admin.post(`${item}/publish`, async (request: KindRequest, reply) => {
    const kind = kindOf(request);
    const { basedOn } = parsed(publishSchema, request.body);
    return answering(reply, async () => {
      const published = await store.publish(kind, basedOn, actorOf(request));
      await onPublished();
      return published;
    });
  });

  admin.post(`${item}/restore`, async (request: KindRequest, reply) => {
    const kind = kindOf(request);
    const { version } = parsed(restoreSchema, request.body);
    return answering(reply, async () => {
      const restored = await store.restore(kind, version, actorOf(request));
      await onPublished();
      return restored;
    });
  });

  admin.get(`${item}/history`, async (request: KindRequest): Promise<ContentHistoryAnswer> => ({
    versions: await store.history(kindOf(request)),
  }));
}
