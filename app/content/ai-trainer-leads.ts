/** What the AI trainer pages' lead forms say once a request has been sent. */
export const leadSuccess = {
  title: "Thanks! We'll be in touch within 24 hours.",
  description: "Your request has reached our team. Look out for an email from us.",
} as const;
