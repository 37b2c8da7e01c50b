import { describe, expect, it } from "vitest";
import { RenderAdmission } from "./render-admission";

/** An admission on a clock the test moves. */
function admissionAt(limits: { maxInFlight: number; perSecond: number }) {
  let now = 1_000_000;
  const admission = new RenderAdmission(limits, () => now);
  return { admission, advance: (ms: number) => (now += ms) };
}

describe("RenderAdmission", () => {
  it("lets `perSecond` renders through in a second, then one more for each share of a second that passes", () => {
    const { admission, advance } = admissionAt({ maxInFlight: 100, perSecond: 4 });
    for (let i = 0; i < 4; i++) admission.tryStart()!({ rendered: true });
    expect(admission.tryStart()).toBeNull();
    advance(249);
    expect(admission.tryStart()).toBeNull();
    advance(1);
    admission.tryStart()!({ rendered: true });
    expect(admission.tryStart()).toBeNull();
    // A quiet minute saves up one second's worth, no more.
    advance(60_000);
    for (let i = 0; i < 4; i++) admission.tryStart()!({ rendered: true });
    expect(admission.tryStart()).toBeNull();
  });

  it("refuses while `maxInFlight` renders run, whatever the rate allows, and admits again once one ends", () => {
    const { admission } = admissionAt({ maxInFlight: 2, perSecond: 100 });
    const first = admission.tryStart()!;
    const second = admission.tryStart()!;
    expect(admission.tryStart()).toBeNull();
    first({ rendered: true });
    first({ rendered: true }); // a second release changes nothing
    expect(admission.tryStart()).not.toBeNull();
    expect(admission.tryStart()).toBeNull();
    second({ rendered: true });
  });

  it("gives the place back when nothing was rendered (a stale cookie), so such requests never use up the rate", () => {
    const { admission } = admissionAt({ maxInFlight: 100, perSecond: 2 });
    for (let i = 0; i < 50; i++) admission.tryStart()!({ rendered: false });
    admission.tryStart()!({ rendered: true });
    admission.tryStart()!({ rendered: true });
    expect(admission.tryStart()).toBeNull();
  });

  it("renders nothing when either bound is 0, and survives the clock stepping back", () => {
    expect(admissionAt({ maxInFlight: 0, perSecond: 10 }).admission.tryStart()).toBeNull();
    expect(admissionAt({ maxInFlight: 10, perSecond: 0 }).admission.tryStart()).toBeNull();
    const { admission, advance } = admissionAt({ maxInFlight: 10, perSecond: 1 });
    admission.tryStart()!({ rendered: true });
    advance(-5_000);
    expect(admission.tryStart()).toBeNull();
    advance(6_000);
    expect(admission.tryStart()).not.toBeNull();
  });
});
