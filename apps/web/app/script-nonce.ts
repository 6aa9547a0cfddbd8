import { createContext, useContext } from 'react';

/** The server's script nonce, for the document's inline scripts; undefined in the browser, which needs none. */
export const ScriptNonce = createContext<string | undefined>(undefined);

export const useScriptNonce = () => useContext(ScriptNonce);
