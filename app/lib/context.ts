import { createContext } from "react-router";

/** Per-request CSP nonce, created by the Express host (server/app.ts). */
export const nonceContext = createContext<string>("");
/** Client IP as Express resolved it (honours TRUST_PROXY). */
export const clientIpContext = createContext<string>("");
