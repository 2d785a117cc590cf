/** Document 1 §9: the new build is announced with this message. */
export const NEW_BUILD_MESSAGE_KEY = "build.newAvailable";
/** The new-build notice stays long enough to be read and acted on. */
export const NEW_BUILD_NOTICE_MS = 30_000;
