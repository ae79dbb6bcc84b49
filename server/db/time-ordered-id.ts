import { randomBytes } from "node:crypto";

let lastId = { ms: 0, sequence: 0 };

/**
 * A UUIDv7: the time first, then a counter, so rows sort in the order they were recorded, even
 * within one millisecond.
 */
export function timeOrderedId(now: Date): string {
  const ms = now.getTime();
  lastId = ms > lastId.ms ? { ms, sequence: 0 } : { ms: lastId.ms, sequence: lastId.sequence + 1 };
  const random = randomBytes(8);
  random[0] = 0x80 | (random[0]! & 0x3f);
  const hex =
    lastId.ms.toString(16).padStart(12, "0") +
    (0x7000 | (lastId.sequence & 0xfff)).toString(16) +
    random.toString("hex");
  return [0, 8, 12, 16, 20].map((start, i, all) => hex.slice(start, all[i + 1])).join("-");
}
