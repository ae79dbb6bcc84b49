/**
 * How soon a request for a consultation or a discovery call, an advisory message or a
 * presentation quote is answered.
 */
export const REQUEST_REPLY_PROMISE = "within 24 hours";

/** How soon the contact page promises an answer to a message. */
export const CONTACT_RESPONSE_TIME = "1-2 business days";
