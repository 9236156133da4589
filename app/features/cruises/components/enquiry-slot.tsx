import { createContext, useContext, type ComponentType, type ReactNode } from "react";

/**
 * The enquiry form's button (the event-booking dialog of another feature), handed in by the
 * route module: a feature never imports another one (decision 150).
 */
export type EnquiryButton = ComponentType<{
  className?: string;
  children?: ReactNode;
  /** The cruise asked about (decision 351): the dialog names it and the enquiry stores its key. */
  cruise?: { key: string; name: string };
}>;

const EnquiryContext = createContext<EnquiryButton | null>(null);
export const EnquiryProvider = EnquiryContext.Provider;
export function useEnquiryButton(): EnquiryButton | null {
  return useContext(EnquiryContext);
}
