import { useCallback } from "react";
import { useDispatch, useSelector } from "../state/context";
import { selectPath, selectSearch } from "../state/selectors";

export interface NavigateOptions {
  readonly replace?: boolean;
}

/**
 * wouter's location hook backed by the store: the screen always shows what the state says (so
 * time travel moves the screen), and navigating is a Navigate command, never a history write.
 */
export const useStoreLocation = (): [string, (to: string, options?: NavigateOptions) => void] => {
  const path = useSelector(selectPath);
  const dispatch = useDispatch();
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) =>
      dispatch({ _tag: "Navigate", to, history: options?.replace ? "replace" : "push" }),
    [dispatch],
  );
  return [path, navigate];
};

/** wouter's search hook: the query of the current location, without the leading "?". */
export const useStoreSearch = (): string => useSelector(selectSearch).replace(/^\?/, "");
