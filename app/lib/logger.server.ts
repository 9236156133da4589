import pino from "pino";
import { getEnv } from "./env.server";

/** The validated LOG_LEVEL; "info" while the environment is still invalid (so that error can be logged). */
function level(): string {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return "info";
  }
}

export const logger = pino({
  level: level(),
  base: { service: "rib-cruises" },
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"],
    remove: true,
  },
});
