/**
 * What the server prints when it cannot start: one line saying what went wrong and what to do, never a stack
 * trace (a person starting it for the first time reads the last line of the terminal, ADR 0052).
 */

interface Listening {
  host: string;
  port: number;
}

/** The line for `error`; `listening` is where the server tried to listen, once the configuration was read. */
export function startupErrorLine(error: unknown, listening?: Listening): string {
  const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  const where = listening ? `${listening.host}:${listening.port}` : 'the address';
  if (syscall === 'listen' && code === 'EADDRINUSE')
    return `${where} is already in use: stop what listens there, or choose another PORT.`;
  if (syscall === 'listen' && code === 'EACCES')
    return `Not allowed to listen on ${where}: choose a PORT above 1023, or put a proxy in front (docs/deployment.md).`;
  if (code === 'EADDRNOTAVAIL')
    return `HOST ${listening?.host ?? ''} is not an address of this machine: use 127.0.0.1, or 0.0.0.0 for every address.`;
  if (code === 'ECONNREFUSED') {
    const { address, port } = error as { address?: string; port?: number };
    return `Nothing answers at ${address}:${port}: start that server, or correct DATABASE_URL (or REDIS_URL).`;
  }
  return oneLine(error instanceof Error ? error.message : String(error));
}

/** A message of several lines (a configuration's issues, the end of PostgreSQL's log) as one line. */
function oneLine(message: string): string {
  const [first = '', ...rest] = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return rest.length ? `${first} ${rest.join('; ')}` : first;
}
