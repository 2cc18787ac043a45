import { createContext, useContext } from "react";

// The CSP nonce of the current server render (empty in the browser, where it is not needed).
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
