/** How long the copy-success indicator stays visible: the specification's 3 seconds. */
export const COPY_FEEDBACK_MS = 3000;
