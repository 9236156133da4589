import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build directories let several builds (CI, benchmarks, parallel work) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
