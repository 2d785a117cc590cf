import type { Logger } from "../../server/http/logger";

/** A logger that keeps the errors it is given (message and fields), for a test to read. */
export const collectingLogger = () => {
  const errors: Array<Record<string, unknown>> = [];
  const logger: Logger = {
    info: () => {},
    warn: () => {},
    error: (message, fields) => void errors.push({ message, ...fields }),
  };
  return { logger, errors };
};
