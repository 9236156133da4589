import { createContext, useContext, type ComponentType, type ReactNode } from "react";

type ActionButton = ComponentType<{ className?: string; children?: ReactNode }>;

/**
 * Buttons the home page shows but other features own (the event-booking and newsletter
 * dialogs). The route module composes them in (docs/architecture.md §8), so the home feature
 * never imports another feature.
 */
export interface HomeActions {
  EventBookingButton: ActionButton;
  NewsletterButton: ActionButton;
}

const HomeActionsContext = createContext<HomeActions | null>(null);
export const HomeActionsProvider = HomeActionsContext.Provider;

export function useHomeActions(): HomeActions {
  const actions = useContext(HomeActionsContext);
  if (!actions) throw new Error("useHomeActions outside HomeActionsProvider");
  return actions;
}
