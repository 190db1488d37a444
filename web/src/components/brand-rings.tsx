/** The landing's two brass rings in the top right corner of a dark band (decoration). */
export function BrandRings() {
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 size-[36rem] rounded-full border border-brass-400/20 sm:size-[48rem]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-20 size-[28rem] rounded-full border border-brass-400/10 sm:size-[38rem]"
      />
    </>
  );
}
