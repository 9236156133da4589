import { describe, expect, it } from "vitest";
import { DeadlineError, withDeadline } from "./bounded-body.server";

describe("withDeadline", () => {
  it("rejects at the deadline and aborts the run, even when the run ignores its signal", async () => {
    const t0 = performance.now();
    let aborted = false;
    const run = withDeadline(100, (abort) => {
      abort.signal.addEventListener("abort", () => (aborted = true));
      return new Promise<string>(() => {});
    });
    await expect(run).rejects.toBeInstanceOf(DeadlineError);
    await expect(run).rejects.toMatchObject({ name: "TimeoutError" });
    expect(aborted).toBe(true);
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it("answers the run's value, and the run's own error, before the deadline", async () => {
    await expect(withDeadline(1000, async () => "ok")).resolves.toBe("ok");
    await expect(
      withDeadline(1000, async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
  });
});
