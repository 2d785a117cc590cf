import { useSelector } from "../state/context";
import LoginScreen from "./LoginScreen";
import OfflineAccountScreen from "./OfflineAccountScreen";
import PasswordResetScreen from "./PasswordResetScreen";
import RegistrationScreen from "./RegistrationScreen";

/**
 * The four account screens share one lazy chunk (their form parts are shared too), so the route
 * table of the first load names one import instead of four.
 */
const AccountScreens = () => {
  const route = useSelector((s) => s.navigation.location.route);
  switch (route) {
    case "registration":
      return <RegistrationScreen />;
    case "passwordReset":
      return <PasswordResetScreen />;
    case "offlineAccount":
      return <OfflineAccountScreen />;
    default:
      return <LoginScreen />;
  }
};

export default AccountScreens;
