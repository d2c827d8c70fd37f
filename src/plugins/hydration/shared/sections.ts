/** The JSX element each section of a doc is wrapped in: ../server/rehypeSections.ts writes it, ../theme provides it. */
export const SECTION_COMPONENT = 'HydrationSection';

/** The performance mark each section makes when it commits (its hydration); tests and benchmarks count them. */
export const SECTION_MARK = 'vc-hydration:section';
