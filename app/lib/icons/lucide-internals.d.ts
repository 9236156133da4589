// lucide-react's internal modules that the runtime test compares against (decision 155).
declare module "lucide-react/dist/esm/createLucideIcon.mjs" {
  import type { ComponentType } from "react";
  const createLucideIcon: (data: unknown) => ComponentType<Record<string, unknown>>;
  export default createLucideIcon;
}
