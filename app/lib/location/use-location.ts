import { useEffect, useState } from "react";
import {
  FALLBACK_LOCATION,
  GEOLOCATION_OPTIONS,
  INITIAL_LOCATION,
  classifyCoordinates,
  locationFromSearch,
  type DetectedLocation,
} from "./detect";

/** Reads the position; resolves to the fallback on failure or no support. */
export function readGeolocation(): Promise<DetectedLocation> {
  return new Promise((resolve) => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator))
      return resolve(FALLBACK_LOCATION);
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve(classifyCoordinates(pos.coords.latitude, pos.coords.longitude)),
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
export async function detectLocationSilently(search: string): Promise<DetectedLocation> {
  const override = locationFromSearch(search);
  if (override) return override;
  if (await geolocationGranted()) return readGeolocation();
  return FALLBACK_LOCATION;
}

/**
 * The detected location for components. Starts as default-in-Poland (also on the server),
 * then resolves after hydration. `request()` asks for permission (the visible control).
 */
export function useDetectedLocation() {
  const [location, setLocation] = useState<DetectedLocation>(INITIAL_LOCATION);
  const [resolved, setResolved] = useState(false);
  useEffect(() => {
    let live = true;
    detectLocationSilently(window.location.search).then((loc) => {
      if (!live) return;
      setLocation(loc);
      setResolved(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const request = async () => {
    const loc = await readGeolocation();
    setLocation(loc);
    setResolved(true);
    return loc;
  };
  return { location, resolved, request };
}
