/**
 * Child process of the media bench: processes one 12-megapixel phone JPEG (4000×3000, with an
 * EXIF orientation and GPS) the way the photo queue does, and prints its time and the
 * process's peak RSS as JSON. A process of its own, so the peak is the processing's alone.
 */
import { readFileSync } from "node:fs";

/**
 * This process's own peak RSS: VmHWM belongs to the address space exec created. Not
 * `process.resourceUsage().maxRSS`: Linux carries the parent's peak across fork and exec into
 * it, so a child of a bench that had run Lighthouse reported the bench's 490 MB, not its own.
 */
function peakRss(): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
  return kb ? Number(kb[1]) * 1024 : process.resourceUsage().maxRSS * 1024;
}
import { processImage } from "../app/features/media/process.server";

const original = readFileSync(process.argv[2]!);
const started = performance.now();
const cpuBefore = process.cpuUsage();
const photo = await processImage(original, { x: 0.5, y: 0.5 });
const ms = performance.now() - started;
// CPU time too: on a shared machine the wall time also counts other processes' load.
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;
const bytes = [photo.master, ...photo.avif, ...photo.webp, photo.og].reduce(
  (n, f) => n + f.bytes.length,
  0,
);
console.log(
  JSON.stringify({
    ms,
    cpuMs,
    peakRss: peakRss(),
    files: 2 + photo.avif.length + photo.webp.length,
    bytes,
  }),
);
