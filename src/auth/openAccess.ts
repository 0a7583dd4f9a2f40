import { isIP } from 'node:net';

/** Whether `host` (HOST) is reachable only from this machine. */
function isLoopbackHost(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * Where the gateway may run without authentication (every caller then acts for every merchant entity): never in
 * production; outside it, on loopback, or elsewhere only with ALLOW_OPEN_ACCESS=true (a shared development box).
 * The problem, or undefined when open access is allowed here.
 */
export function openAccessProblem(
  nodeEnv: string,
  host: string,
  allowOpenAccess: boolean,
): string | undefined {
  const configure = 'set API_KEYS or JWT_SECRET/JWT_PUBLIC_KEY/JWT_JWKS_URL';
  if (nodeEnv === 'production') return `authentication is required in production: ${configure}`;
  if (!isLoopbackHost(host) && !allowOpenAccess) {
    return `HOST ${host} is not loopback and no authentication is configured: ${configure}, or set ALLOW_OPEN_ACCESS=true`;
  }
  return undefined;
}
