import { useEffect, useRef, useState } from "react";
import {
  FALLBACK_LOCATION,
  GEOLOCATION_OPTIONS,
  INITIAL_LOCATION,
  classifyCoordinates,
  locationFromSearch,
  type AddedArea,
  type DetectedLocation,
} from "./detect";

/**
 * Reads the position; resolves to the fallback on failure or no support. `added`: the open
 * locations the operator added, which a position may be detected at too (decision 405).
 */
export function readGeolocation(added: readonly AddedArea[] = []): Promise<DetectedLocation> {
  return new Promise((resolve) => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator))
      return resolve(FALLBACK_LOCATION);
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve(classifyCoordinates(pos.coords.latitude, pos.coords.longitude, added)),
      () => resolve(FALLBACK_LOCATION),
      GEOLOCATION_OPTIONS,
    );
  });
}

/** True when the browser already granted geolocation (so reading it prompts nobody). */
export async function geolocationGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: "geolocation" as PermissionName });
    return status?.state === "granted";
  } catch {
    return false;
  }
}

/**
 * Resolves the visitor's location without prompting (docs/architecture.md §3): URL override first,
 * then the geolocation only when permission is already granted, else Warsaw in Poland.
 */
export async function detectLocationSilently(
  search: string,
  added: readonly AddedArea[] = [],
): Promise<DetectedLocation> {
  const override = locationFromSearch(
    search,
    added.map((a) => a.id),
  );
  if (override) return override;
  if (await geolocationGranted()) return readGeolocation(added);
  return FALLBACK_LOCATION;
}

/**
 * The detected location for components. Starts as default-in-Poland (also on the server),
 * then resolves after hydration. `request()` asks for permission (the visible control).
 */
export function useDetectedLocation(added: readonly AddedArea[] = []) {
  const [location, setLocation] = useState<DetectedLocation>(INITIAL_LOCATION);
  const [resolved, setResolved] = useState(false);
  // The added locations as the page was given them (a new array each render, the same places).
  const areas = useRef(added);
  areas.current = added;
  useEffect(() => {
    let live = true;
    detectLocationSilently(window.location.search, areas.current).then((loc) => {
      if (!live) return;
      setLocation(loc);
      setResolved(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const request = async () => {
    const loc = await readGeolocation(areas.current);
    setLocation(loc);
    setResolved(true);
    return loc;
  };
  return { location, resolved, request };
}
