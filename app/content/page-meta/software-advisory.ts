import { site } from "../../config/site";
import { ADVISORY_CALL_MINUTES } from "../advisory-call";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "software-advisory",
  title: `Free software advisory call | ${brandName}`,
  description: `A free ${ADVISORY_CALL_MINUTES}-minute call with a ${brandName} specialist: we assess your setup, recommend what to use and answer your questions, with no sales pressure.`,
} satisfies PageCopy;
