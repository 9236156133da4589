/**
 * The two gradients laid over a hero's photo or drawing so that white text on it keeps its
 * contrast: dark at the top (the menu) and at the left (the text's column).
 */
export function HeroShade() {
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-950/85 via-navy-950/60 to-navy-950/40"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/80 via-navy-950/40 to-transparent"
      />
    </>
  );
}
