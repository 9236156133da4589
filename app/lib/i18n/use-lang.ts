import { createContext, useContext } from "react";
import type { Lang } from "./lang";
import type { Catalogue, Translation } from "./messages";

export const LangContext = createContext<Lang>("pl");

export function useLang(): Lang {
  return useContext(LangContext);
}

/** The current language's half of a catalogue. */
export function useMessages<T>(catalogue: Catalogue<T>): Translation<T> {
  return catalogue[useLang()];
}
