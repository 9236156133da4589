import type { Route } from "./+types/crop-logo-test";

export const meta: Route.MetaFunction = () => [{ title: "Crop logo – developer tool" }, { name: "robots", content: "noindex, nofollow" }];

export default function CropLogoTest() {
  return (
    <main id="main" className="container-page py-16">
      <h1 className="text-3xl font-bold">Crop logo</h1>
    </main>
  );
}
