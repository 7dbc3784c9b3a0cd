/** The chevron of a disclosure (a <details> menu); the stylesheet turns it when the menu is open. */
export function DisclosureChevron({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" width={size} height={size} className="disclosure-chevron">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
