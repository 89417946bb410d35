// The banner's low-contrast warning follows the WCAG 2 contrast ratio, warning under 4.5:1.
import { describe, expect, it } from "vitest";
import { contrastRatio, lowContrastWarning } from "#app/domain/banner/banner.ts";

describe("banner colour contrast", () => {
  it("computes the WCAG ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("red", "#ffffff")).toBeNull();
  });

  it("warns under 4.5:1 only", () => {
    expect(lowContrastWarning("#000000", "#ffffff")).toBeNull();
    expect(lowContrastWarning("#767676", "#ffffff")).toBeNull();
    expect(lowContrastWarning("#777777", "#ffffff")).toMatch(/^Low contrast: .*4\.48:1/);
    expect(lowContrastWarning("#ffff00", "#ffffff")).toMatch(/Low contrast/);
  });
});
