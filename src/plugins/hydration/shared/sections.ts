/** The JSX element each section of a doc is wrapped in: ../server/rehypeSections.ts writes it, ../theme provides it. */
export const SECTION_COMPONENT = 'HydrationSection';
