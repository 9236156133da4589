import { useCallback, useEffect, useState } from "react";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { Cruise, Location } from "../model";

/** A cruise as GET /api/admin/cruises lists it: with its price row. */
export type AdminCruiseItem = Cruise & {
  price: number | null;
  priceActive: boolean;
  /** Departures the provider still sells outside the season in force (decision 350). */
  outsideSeason?: number;
};

/** The cruises and locations of the panel's "Rejsy" view, with the calls that change them. */
export function useCruises() {
  const [cruises, setCruises] = useState<AdminCruiseItem[] | null>(null);
  const [locations, setLocations] = useState<Location[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      const [c, l] = await Promise.all([
        adminFetch<{ items: AdminCruiseItem[] }>("/api/admin/cruises"),
        adminFetch<{ items: Location[] }>("/api/admin/locations"),
      ]);
      setCruises(c.items);
      setLocations(l.items);
    } catch (err) {
      if (!redirectIfUnauthorised(err)) setFailed(true);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const create = async (body: Record<string, unknown>) => {
    const { cruise } = await adminFetch<{ cruise: AdminCruiseItem }>("/api/admin/cruises", {
      method: "POST",
      body,
    });
    await reload();
    return cruise;
  };
  const update = async (id: number, body: Record<string, unknown>) => {
    const { cruise } = await adminFetch<{ cruise: AdminCruiseItem }>(`/api/admin/cruises/${id}`, {
      method: "PATCH",
      body,
    });
    setCruises((all) => all?.map((c) => (c.id === id ? cruise : c)) ?? null);
    return cruise;
  };
  const remove = async (id: number) => {
    await adminFetch(`/api/admin/cruises/${id}`, { method: "DELETE" });
    setCruises((all) => all?.filter((c) => c.id !== id) ?? null);
  };
  /** Swaps a cruise with its neighbour in its location's order. */
  const move = async (cruise: AdminCruiseItem, by: -1 | 1) => {
    const same = (cruises ?? []).filter((c) => c.location === cruise.location);
    const i = same.findIndex((c) => c.id === cruise.id);
    const other = same[i + by];
    if (!other) return;
    const a = cruise.order === other.order ? cruise.order + by : other.order;
    const b = cruise.order;
    await update(cruise.id, { order: a });
    await update(other.id, { order: b });
    await reload();
  };
  const updateLocation = async (id: string, body: Record<string, unknown>) => {
    const { location } = await adminFetch<{ location: Location }>(`/api/admin/locations/${id}`, {
      method: "PATCH",
      body,
    });
    setLocations((all) => all?.map((l) => (l.id === id ? location : l)) ?? null);
    return location;
  };

  const createLocation = async (body: Record<string, unknown>) => {
    const { location } = await adminFetch<{ location: Location }>("/api/admin/locations", {
      method: "POST",
      body,
    });
    await reload();
    return location;
  };

  return {
    cruises,
    locations,
    failed,
    reload,
    create,
    update,
    remove,
    move,
    updateLocation,
    createLocation,
  };
}
