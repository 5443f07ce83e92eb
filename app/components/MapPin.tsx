import { MAP_PIN_SIZE } from "~/lib/address-form/map";

/**
 * A map pin (30 × 30, spec part 1 §9) for google-maps-react-markers, which places its children by
 * their `lat`/`lng` props. With a `title` it names what it marks; else it is decoration.
 */
export function MapPin({ title }: { lat: number; lng: number; title?: string }) {
  return (
    <svg
      width={MAP_PIN_SIZE}
      height={MAP_PIN_SIZE}
      viewBox="0 0 24 24"
      aria-hidden={title ? undefined : "true"}
      style={{ transform: "translate(-50%, -100%)" }}
    >
      {title ? <title>{title}</title> : null}
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z"
      />
    </svg>
  );
}
