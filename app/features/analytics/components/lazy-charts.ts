import { lazy } from "react";

// The chart library is loaded only here, when the tab shows: never in a public page's chunks.
export const DailyChart = lazy(() => import("./charts").then((m) => ({ default: m.DailyChart })));
export const Bars = lazy(() => import("./charts").then((m) => ({ default: m.Bars })));
export const LanguageBars = lazy(() =>
  import("./charts").then((m) => ({ default: m.LanguageBars })),
);
export const SourceBars = lazy(() => import("./charts").then((m) => ({ default: m.SourceBars })));
