import { createContext, useContext } from "react";
import type { AddedArea } from "~/lib/location/detect";

/** A cruise on a home location card: its name, page and price key (decision 302). */
export interface HomeCruise {
  key: string;
  name: string;
  url: string;
  /** A shared cruise is priced per person, a private one per boat (decision 410). */
  kind: "shared" | "private";
  capacity: number;
}

/**
 * What the home page's location cards show of the cruise catalogue, handed in by the route
 * module (the home feature never imports the cruises feature): each location's public cruises
 * in order, and whether it is open.
 */
/**
 * One of the product's original locations as home shows it (decision 400): its id, the layout
 * that names its card's own sections and texts, and its page's Polish path.
 */
export interface HomeOriginalLocation {
  id: string;
  layout: string;
  url: string;
}

export interface HomeLocations {
  /** The original locations shown (not hidden), in the rows' order; the first is the default one. */
  original?: HomeOriginalLocation[];
  /** By location id (any row of the locations table, decision 400). */
  cruises: Record<string, HomeCruise[]>;
  open: Record<string, boolean>;
  /** The open locations the operator added (decision 400), each a card after the original three. */
  added?: AddedLocationCardData[];
  /** Those of them with coordinates: where detection finds them (decision 405). */
  areas?: AddedArea[];
}

/** An added location's home card, in the page's language (decision 400). */
export interface AddedLocationCardData {
  id: string;
  name: string;
  /** "Start: …" */
  startPoint: string;
  url: string;
  link: string;
  cruises: HomeCruise[];
  /** Its placeholders (`{startPoint}`, `{upToPeople}`, …) for the texts written for any location. */
  facts?: Readonly<Record<string, string>>;
}

const Context = createContext<HomeLocations | null>(null);
export const HomeLocationsProvider = Context.Provider;
export function useHomeLocations(): HomeLocations | null {
  return useContext(Context);
}

/**
 * The site's default location, the first original one in the rows' order (Warsaw): home's
 * general contact buttons report their clicks under it, as they always did.
 */
export function useDefaultLocationId(): string {
  return useContext(Context)?.original?.[0]?.id ?? "";
}
