/**
 * Structured logs: one JSON object per line on stdout. JSON.stringify escapes control characters, so user
 * text in a field can never start a new line of its own.
 */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type Level = keyof typeof LEVELS;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

function serialiseError(err: unknown): unknown {
  if (err instanceof Error) return { name: err.name, message: err.message, code: (err as NodeJS.ErrnoException).code, stack: err.stack };
  return err;
}

export function createLogger(level: Level = "info", write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const min = LEVELS[level];
  const emit = (lvl: Exclude<Level, "silent">, msg: string, fields?: Record<string, unknown>) => {
    if (LEVELS[lvl] < min) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg };
    if (fields) for (const [k, val] of Object.entries(fields)) entry[k] = k === "err" ? serialiseError(val) : val;
    write(JSON.stringify(entry) + "\n");
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
  };
}
