import { site } from "../../config/site";
import { CONTACT_RESPONSE_TIME } from "../contact-reply";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "contact",
  title: `Contact ${brandName}`,
  description: `Send ${brandName} a message or book a call. We reply within ${CONTACT_RESPONSE_TIME}.`,
} satisfies PageCopy;
