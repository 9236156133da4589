import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: "Panel Administratora – logowanie" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminLogin() {
  return (
    <main id="main" className="container-page py-16">
      <h1 className="text-3xl font-bold">Panel Administratora</h1>
    </main>
  );
}
