/**
 * The address form as pages show it: an island (components/Island). The server's HTML — a plain
 * form that works without JavaScript — stays until the shopper first points at or focuses the form;
 * then the form's JavaScript (./AddressForm: the country switch, the pincode check, the map picker)
 * loads and takes over, with whatever was typed or chosen carried over. With a maps key it loads
 * right after the page: its "Pick on the map" button needs it and is not in the server's HTML.
 */
import type { ComponentType } from "react";
import type { AddressFormProps } from "~/components/AddressForm";
import { useIsland } from "~/components/use-island";

const load = () => import("~/components/AddressForm").then((m) => m.AddressForm);

interface AddressFormIslandProps extends AddressFormProps {
  /**
   * The form on the server, which the page takes from its own `.server` module (an empty stand-in in
   * the browser; one module per page, decision 20).
   */
  server: ComponentType<AddressFormProps> | undefined;
}

export function AddressFormIsland({ server, ...props }: AddressFormIslandProps) {
  const Island = useIsland();
  return <Island id="address-form-island" server={server} load={load} props={props} eager={Boolean(props.mapsKey)} />;
}
