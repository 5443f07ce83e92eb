/**
 * The store locator's map (/locate-us/), loaded only after hydration on a store with a maps key
 * (the route's React.lazy): Google Maps through google-maps-react-markers, a marker per store of the
 * page, framed to show them all. The list beside it carries every store's details, so the map is
 * extra: a script that has not loaded in 5000 ms gives 'Loading took too long', nothing else.
 */
// As in MapPicker: keeps React DOM and Remix in one shared chunk (bench/js-budget.ts).
import "@remix-run/react";
import GoogleMap from "google-maps-react-markers";
import { useEffect, useRef, useState } from "react";
// As the address map's (lib/address-form/map), not imported from there: a module shared with the
// map picker's chunk would be split out of it and cost the address-form pages bytes.
const DEFAULT_MAP_CENTER = { lat: 22.35, lng: 78.67 };
const MAP_ZOOM = 5;
const STORE_ZOOM = 14;
const PIN_SIZE = 30;
const LOAD_TIMEOUT_MS = 5000;
const TOO_LONG = "Loading took too long";

interface Marker {
  uid: number;
  name: string;
  lat: number;
  lng: number;
}

/** The parts of the Google Maps API the map uses (no @types/google.maps in the project). */
interface MapsApi {
  LatLngBounds: new () => { extend(point: { lat: number; lng: number }): void };
}
interface GoogleMapInstance {
  fitBounds(bounds: unknown): void;
  setCenter(point: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
}

export default function StoreMap({ apiKey, markers }: { apiKey: string; markers: Marker[] }) {
  const [status, setStatus] = useState<"loading" | "ready" | "timeout">("loading");
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    timer.current = setTimeout(() => setStatus((now) => (now === "ready" ? now : "timeout")), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer.current);
  }, []);

  const onLoaded = ({ map, maps }: { map: GoogleMapInstance; maps: MapsApi }) => {
    clearTimeout(timer.current);
    setStatus("ready");
    if (markers.length === 1) {
      map.setCenter(markers[0]);
      map.setZoom(STORE_ZOOM);
    } else if (markers.length > 1) {
      const bounds = new maps.LatLngBounds();
      for (const m of markers) bounds.extend({ lat: m.lat, lng: m.lng });
      map.fitBounds(bounds);
    }
  };

  if (status === "timeout") {
    return (
      <p className="field-error" role="alert">
        {TOO_LONG}
      </p>
    );
  }
  return (
    <div className="store-map">
      <GoogleMap
        apiKey={apiKey}
        defaultCenter={DEFAULT_MAP_CENTER}
        defaultZoom={MAP_ZOOM}
        options={{ clickableIcons: false }}
        mapMinHeight="320px"
        loadingContent={<p>Loading the map…</p>}
        errorContent={<p>Loading the map…</p>}
        onGoogleApiLoaded={onLoaded}
      >
        {markers.map((m) => (
          <StorePin key={m.uid} lat={m.lat} lng={m.lng} name={m.name} />
        ))}
      </GoogleMap>
    </div>
  );
}

/** A store's pin (30 × 30, as the address map's, with the store's name); `lat`/`lng` place it on the map. */
function StorePin({ name }: { lat: number; lng: number; name: string }) {
  return (
    <svg width={PIN_SIZE} height={PIN_SIZE} viewBox="0 0 24 24" style={{ transform: "translate(-50%, -100%)" }}>
      <title>{name}</title>
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z"
      />
    </svg>
  );
}
