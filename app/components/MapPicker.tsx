/**
 * The address form's map picker (spec part 1 §2.7, §4 map, §5, §9), loaded only when the shopper
 * opens it (AddressForm's React.lazy): Google Maps through google-maps-react-markers with a pin, a
 * search box 'Search Google Maps' (places of geocode type in the form's country), a 'Get current
 * location' button, and a click on the map to move the pin. A chosen place fills the form's fields
 * and position (lib/address-form/map), or shows one of the spec's three place errors; a script that
 * has not loaded in 5000 ms gives 'Loading took too long'. The form never depends on it.
 */
// Remix is imported here only to keep React DOM and Remix in one shared chunk: a lazy chunk that
// reaches React DOM but not Remix makes esbuild split them in two, which costs every page 0.25 KiB
// of brotli (bench/js-budget.ts).
import "@remix-run/react";
import GoogleMap from "google-maps-react-markers";
import { useEffect, useRef, useState } from "react";
import type { AddressFormField } from "~/lib/address-form/fields";
import {
  DEFAULT_MAP_CENTER,
  MAP_MAX_ZOOM,
  MAP_MESSAGES,
  MAP_MIN_ZOOM,
  MAP_PIN_SIZE,
  MAP_ZOOM,
  placeToAddress,
  watchMapsLoad,
  type MapPlace,
  type PlaceFill,
} from "~/lib/address-form/map";

interface LatLng {
  lat(): number;
  lng(): number;
}
interface Listener {
  remove(): void;
}
/** The parts of the Google Maps API the picker uses (no @types/google.maps in the project). */
interface MapsApi {
  places: {
    Autocomplete: new (
      input: HTMLInputElement,
      options: { types: string[]; componentRestrictions: { country: string }; fields: string[] },
    ) => { addListener(event: "place_changed", handler: () => void): Listener; getPlace(): MapPlace };
  };
  Geocoder: new () => {
    geocode(request: {
      location?: { lat: number; lng: number };
      componentRestrictions?: { country: string };
    }): Promise<{ results: (MapPlace & { geometry: { viewport?: unknown } })[] }>;
  };
}
interface GoogleMapInstance {
  panTo(position: LatLng | { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
  fitBounds(bounds: unknown): void;
  addListener(event: "click", handler: (event: { latLng?: LatLng | null }) => void): Listener;
}

interface MapPickerProps {
  apiKey: string;
  iso2: string;
  rows: Pick<AddressFormField, "slug">[];
  /** The saved position, where the pin starts. */
  initial?: { lat: number; lng: number } | null;
  onPlace: (fill: PlaceFill) => void;
}

const LOCATE_TITLE = "Get current location";

export default function MapPicker({ apiKey, iso2, rows, initial, onPlace }: MapPickerProps) {
  const [status, setStatus] = useState<"loading" | "ready" | "timeout">("loading");
  const [error, setError] = useState<string | null>(null);
  const [pin, setPin] = useState<{ lat: number; lng: number } | null>(initial ?? null);
  const [locateTitle, setLocateTitle] = useState(LOCATE_TITLE);
  const searchRef = useRef<HTMLInputElement>(null);
  const api = useRef<{ map: GoogleMapInstance; maps: MapsApi } | null>(null);
  const watch = useRef<ReturnType<typeof watchMapsLoad>>();
  const listeners = useRef<Listener[]>([]);

  useEffect(() => {
    const watcher = watchMapsLoad(() => setStatus((now) => (now === "ready" ? now : "timeout")));
    watch.current = watcher;
    const added = listeners.current;
    return () => {
      watcher.cancel();
      for (const l of added) l.remove();
    };
  }, []);

  /** A place from the search, a click or the current location: fill the form, or say what is wrong. */
  const choose = (place: MapPlace): boolean => {
    const result = placeToAddress(place, iso2, rows);
    if (!result.ok) {
      setError(result.error);
      return false;
    }
    setError(null);
    const { latitude: lat, longitude: lng } = result.fill;
    setPin({ lat, lng });
    api.current?.map.panTo({ lat, lng });
    onPlace(result.fill);
    return true;
  };

  /** The address at a position (a click, the current location); a failed look-up is only logged. */
  const chooseAt = async (lat: number, lng: number) => {
    const maps = api.current?.maps;
    if (!maps) return;
    try {
      const { results } = await new maps.Geocoder().geocode({ location: { lat, lng } });
      const first = results[0];
      if (!first || choose(first)) return;
      const result = placeToAddress(first, iso2, rows);
      if (!result.ok && result.error === MAP_MESSAGES.otherCountry) {
        // A position in another country: back to the map's starting point (spec §4).
        setPin(null);
        api.current?.map.panTo(DEFAULT_MAP_CENTER);
      }
    } catch (failure) {
      console.warn("geocoding failed", failure);
    }
  };

  const onLoaded = ({ map, maps }: { map: GoogleMapInstance; maps: MapsApi }) => {
    watch.current?.loaded();
    api.current = { map, maps };
    setStatus("ready");
    if (searchRef.current) {
      const search = new maps.places.Autocomplete(searchRef.current, {
        types: ["geocode"],
        componentRestrictions: { country: iso2.toLowerCase() },
        fields: ["geometry", "address_components"],
      });
      listeners.current.push(
        search.addListener("place_changed", () => {
          if (choose(search.getPlace())) map.setZoom(MAP_MAX_ZOOM - 2);
        }),
      );
    }
    listeners.current.push(
      map.addListener("click", (event) => {
        if (event.latLng) void chooseAt(event.latLng.lat(), event.latLng.lng());
      }),
    );
    if (!initial) {
      // Start over the form's country.
      new maps.Geocoder()
        .geocode({ componentRestrictions: { country: iso2 } })
        .then(({ results }) => {
          const viewport = results[0]?.geometry.viewport;
          if (viewport) map.fitBounds(viewport);
        })
        .catch((failure: unknown) => console.warn("geocoding failed", failure));
    }
  };

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setLocateTitle("Geolocation is not supported by this browser.");
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocateTitle(LOCATE_TITLE);
        void chooseAt(position.coords.latitude, position.coords.longitude);
      },
      // The browser's message, in the button's title (spec §7).
      (failure) => setLocateTitle(failure.message || LOCATE_TITLE),
    );
  };

  return (
    <section className="map-picker" aria-labelledby="map-picker-title">
      <h2 id="map-picker-title" className="visually-hidden">
        Map
      </h2>
      <p className="auth-form__hint">Note: Please mark exact location for easy pickup of items from store</p>
      <div className="map-picker__controls">
        <label htmlFor="map-picker-search" className="visually-hidden">
          Search Google Maps
        </label>
        <input
          id="map-picker-search"
          ref={searchRef}
          type="search"
          placeholder="Search Google Maps"
          disabled={status !== "ready"}
          // Enter picks a suggestion; it must not submit the address form around the picker.
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault();
          }}
        />
        <button
          type="button"
          className="button--link"
          title={locateTitle}
          onClick={locate}
          disabled={status !== "ready"}
        >
          Get current location
        </button>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {status === "timeout" ? (
        <p className="field-error" role="alert">
          {MAP_MESSAGES.tooLong}
        </p>
      ) : (
        <div className="map-picker__map">
          <GoogleMap
            apiKey={apiKey}
            defaultCenter={initial ?? DEFAULT_MAP_CENTER}
            defaultZoom={initial ? MAP_MAX_ZOOM - 2 : MAP_ZOOM}
            options={{ minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM, clickableIcons: false }}
            mapMinHeight="300px"
            loadingContent={<p role="status">Loading the map…</p>}
            errorContent={<p role="status">Loading the map…</p>}
            onGoogleApiLoaded={onLoaded}
          >
            {pin ? <Pin lat={pin.lat} lng={pin.lng} /> : null}
          </GoogleMap>
        </div>
      )}
    </section>
  );
}

/** The pin (30 × 30, spec §9); `lat`/`lng` place it on the map. */
function Pin(_: { lat: number; lng: number }) {
  return (
    <svg
      width={MAP_PIN_SIZE}
      height={MAP_PIN_SIZE}
      viewBox="0 0 24 24"
      aria-hidden="true"
      style={{ transform: "translate(-50%, -100%)" }}
    >
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z"
      />
    </svg>
  );
}
