type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const line = (level: string, message: string, fields?: LogFields) =>
  JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });

/** One JSON line per entry: errors to stderr, the rest to stdout. */
export const consoleLogger: Logger = {
  info: (m, f) => process.stdout.write(`${line("info", m, f)}\n`),
  warn: (m, f) => process.stderr.write(`${line("warn", m, f)}\n`),
  error: (m, f) => process.stderr.write(`${line("error", m, f)}\n`),
};

/** Keeps test output readable: only errors are printed. */
export const quietLogger: Logger = {
  info: () => {},
  warn: () => {},
  error: consoleLogger.error,
};
