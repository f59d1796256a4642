import type { FastifyBaseLogger } from 'fastify';

// Each request's logger (request.log) binds the request's id. Made with pino's child(), it costs a few per
// cent of a cached read's CPU (the bindings serialised and redacted), though most requests log nothing at
// the levels a server runs at. This one makes the real child on the first line the request writes at an
// enabled level; until then a call below the level costs one comparison.

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type LogArgs = Parameters<FastifyBaseLogger['info']>;
/** The server's loggers are pino's, which can tell whether a level is written. */
type Logger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

const enabled = (logger: Logger, level: string) => logger.isLevelEnabled?.(level) ?? true;

class LazyRequestLogger {
  private made: Logger | null = null;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  private real(): Logger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  private write(level: Level, args: LogArgs): void {
    if (!this.made && !enabled(this.parent, level)) return;
    (this.real()[level] as (...rest: LogArgs) => void)(...args);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return enabled(this.made ?? this.parent, level);
  }

  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.write('error', args);
  }
  warn(...args: LogArgs): void {
    this.write('warn', args);
  }
  info(...args: LogArgs): void {
    this.write('info', args);
  }
  debug(...args: LogArgs): void {
    this.write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a request logger made on first use. A route with a log level of its own
 * gets pino's child at once, as Fastify's default factory makes it.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: { level?: string },
): FastifyBaseLogger {
  if (options.level) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
}
