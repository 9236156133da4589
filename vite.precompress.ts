import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
/** Below this the headers outweigh the saving (as the compression middleware). */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every hashed
 * client asset. server/assets.ts sends them as they are, so the server never compresses a
 * script per request, and visitors get the smallest encoding (docs/decisions/070).
 */
export function precompressAssets(): Plugin {
  return {
    name: "rib:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!COMPRESSIBLE.test(file.fileName)) return;
          const source = file.type === "chunk" ? Buffer.from(file.code) : Buffer.from(file.source);
          if (source.length < MIN_BYTES) return;
          const target = path.join(dir, file.fileName);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gzipped)]);
        }),
      );
    },
  };
}
