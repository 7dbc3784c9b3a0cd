import { createContext, useContext } from "react";

/** The CSP nonce of a server-rendered response; empty for prerendered pages and in the browser. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
