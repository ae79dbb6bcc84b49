/** How soon the contact page promises an answer to a message. */
export const CONTACT_RESPONSE_TIME = "1-2 business days";
