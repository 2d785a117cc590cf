import { useEffect, useRef } from "react";
import { useDispatch, useSelector } from "../state/context";
import { selectPath, selectSearch } from "../state/selectors";

/**
 * A guest's confirmation link (`/newsletter?confirm=<token>`): confirmed once, and the token
 * leaves the address so that a reload or a shared URL does not send it again.
 */
export const useGuestConfirmLink = (enabled: boolean) => {
  const dispatch = useDispatch();
  const path = useSelector(selectPath);
  const token = new URLSearchParams(useSelector(selectSearch)).get("confirm");
  // Once per token, also when an effect runs twice (React's strict mode in development).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !token || sent.current === token) return;
    sent.current = token;
    dispatch({ _tag: "Navigate", to: path, history: "replace" });
    dispatch({ _tag: "ConfirmGuestNewsletter", token });
  }, [enabled, token, path, dispatch]);
};
