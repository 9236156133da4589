import { createContext, useContext } from "react";
import type { PhotoRef, SlotPhotos } from "./photo";

/** The operator's photos for the current page, by slot (from the root loader). */
export const SlotPhotosContext = createContext<SlotPhotos>({});

/** The photo a slot shows (the `index`th of a gallery), or undefined for the drawing. */
export function useSlotPhoto(slot: string | undefined, index = 0): PhotoRef | undefined {
  const photos = useContext(SlotPhotosContext);
  return slot ? photos[slot]?.[index] : undefined;
}

/** Every photo of a gallery slot (empty: the drawings). */
export function useSlotPhotos(slot: string): PhotoRef[] {
  return useContext(SlotPhotosContext)[slot] ?? [];
}
