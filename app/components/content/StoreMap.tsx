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
import {
  DEFAULT_MAP_CENTER,
  MAP_MAX_ZOOM,
  MAP_MESSAGES,
  MAP_PIN_SIZE,
  MAP_ZOOM,
  watchMapsLoad,
} from "~/lib/address-form/map";

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
  const watch = useRef<ReturnType<typeof watchMapsLoad>>();

  useEffect(() => {
    const watcher = watchMapsLoad(() => setStatus((now) => (now === "ready" ? now : "timeout")));
    watch.current = watcher;
    return () => watcher.cancel();
  }, []);

  const onLoaded = ({ map, maps }: { map: GoogleMapInstance; maps: MapsApi }) => {
    watch.current?.loaded();
    setStatus("ready");
    if (markers.length === 1) {
      map.setCenter(markers[0]);
      map.setZoom(MAP_MAX_ZOOM - 4);
    } else if (markers.length > 1) {
      const bounds = new maps.LatLngBounds();
      for (const m of markers) bounds.extend({ lat: m.lat, lng: m.lng });
      map.fitBounds(bounds);
    }
  };

  if (status === "timeout") {
    return (
      <p className="field-error" role="alert">
        {MAP_MESSAGES.tooLong}
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
    <svg width={MAP_PIN_SIZE} height={MAP_PIN_SIZE} viewBox="0 0 24 24" style={{ transform: "translate(-50%, -100%)" }}>
      <title>{name}</title>
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z"
      />
    </svg>
  );
}
