/** A benchmark's progress on stderr, each line stamped with the seconds since the run began (stdout is the report). */
export function progressLog(): (line: string) => void {
  const began = Date.now();
  return (line) =>
    process.stderr.write(`[${String(Math.round((Date.now() - began) / 1_000)).padStart(3)} s] ${line}\n`);
}
