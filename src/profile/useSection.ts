import { useEffect } from "react";
import { selectProfileFor } from "../../domain/profile/selectors";
import type { ProfileDataSection } from "../../domain/profile/state";
import { selectCustomer } from "../../domain/session/selectors";
import { useDispatch, useSelector } from "../state/context";

/** Opens a data section (its data loads) and hands back the profile's data of this customer. */
export const useSection = (section: ProfileDataSection, orderNumber?: string) => {
  const dispatch = useDispatch();
  const customerId = useSelector((s) => selectCustomer(s)?.customerId ?? null);
  useEffect(() => {
    if (customerId === null) return;
    dispatch({ _tag: "OpenProfileSection", section, ...(orderNumber !== undefined ? { orderNumber } : {}) });
  }, [dispatch, section, orderNumber, customerId]);
  const data = useSelector((s) => selectProfileFor(s, customerId));
  const reload = () =>
    dispatch({ _tag: "OpenProfileSection", section, ...(orderNumber !== undefined ? { orderNumber } : {}) });
  return { data, status: data?.status[section], reload };
};
