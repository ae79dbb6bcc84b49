/** The advisory call is free and lasts this long. */
export const ADVISORY_CALL_MINUTES = 30;
