import { createContext, useContext } from "react";

/** The CSP nonce on the server; empty in the browser (which hides nonce attributes anyway). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
